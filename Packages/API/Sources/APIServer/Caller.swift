import Foundation

/// Who made a request, as the session layer found it. Features read it from
/// `AppRequestContext.caller`; nil means an anonymous request.
///
/// It lives here, with the request context, rather than in SessionService or
/// Auth, so that every feature can know its caller without depending on the
/// package that signs people in (ADR 0113).
public struct Caller: Sendable, Equatable {
    /// How the request proved who it is.
    public enum Credential: Sendable, Equatable {
        /// A browser's session cookie: state-changing requests need a CSRF token.
        case cookie
        /// An `Authorization: Bearer` token from a native client.
        case bearer
    }

    /// The account's id.
    public var userID: UUID
    /// The account's name, as shown in the header.
    public var name: String
    /// The account's email.
    public var email: String
    /// How the request proved who it is.
    public var credential: Credential
    /// The session's own token, so that logging out ends exactly this session.
    public var sessionToken: String

    /// A caller with these values.
    public init(userID: UUID, name: String, email: String, credential: Credential, sessionToken: String) {
        self.userID = userID
        self.name = name
        self.email = email
        self.credential = credential
        self.sessionToken = sessionToken
    }
}
