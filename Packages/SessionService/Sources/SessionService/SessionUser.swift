import Foundation

/// Whom a new session is for, as the feature that signs people in knows them.
public struct SessionUser: Sendable, Equatable {
    /// The account's id.
    public var id: UUID
    /// The name the account had when the session began.
    public var name: String
    /// The email the account had when the session began.
    public var email: String

    /// The person a session is opened for.
    public init(id: UUID, name: String, email: String) {
        self.id = id
        self.name = name
        self.email = email
    }
}

/// A session just opened: the token goes to the client once and is never
/// stored in the clear.
public struct IssuedSession: Sendable {
    /// The token the client sends back: in the cookie, or as a bearer token.
    public var token: SessionToken
    /// When the session ends, unless it is closed before.
    public var expiresAt: Date
}
