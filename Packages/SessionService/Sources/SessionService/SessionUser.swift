import Foundation

/// Whom a new session is for, as the feature that signs people in knows them.
public struct SessionUser: Sendable, Equatable {
    public var id: UUID
    public var name: String
    public var email: String

    public init(id: UUID, name: String, email: String) {
        self.id = id
        self.name = name
        self.email = email
    }
}

/// A session just opened: the token goes to the client once and is never
/// stored in the clear.
public struct IssuedSession: Sendable {
    public var token: SessionToken
    public var expiresAt: Date
}
