import AuthDomain
import Foundation

/// A bearer session: the token to send, until when, and whose it is.
public struct SignedIn: Sendable, Equatable {
    /// The bearer token for the session.
    public var token: String
    /// When the session ends.
    public var expiresAt: Date
    /// The account signed in.
    public var user: User

    /// A session with `token`, ending at `expiresAt`, for `user`.
    public init(token: String, expiresAt: Date, user: User) {
        self.token = token
        self.expiresAt = expiresAt
        self.user = user
    }
}
