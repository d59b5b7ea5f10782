import AuthDomain
import Foundation

/// A bearer session: the token to send, until when, and whose it is.
public struct SignedIn: Sendable, Equatable {
    public var token: String
    public var expiresAt: Date
    public var user: User

    public init(token: String, expiresAt: Date, user: User) {
        self.token = token
        self.expiresAt = expiresAt
        self.user = user
    }
}
