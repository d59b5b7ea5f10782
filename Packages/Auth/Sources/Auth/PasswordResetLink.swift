import Foundation

/// A password reset link asked for an account, as Auth publishes it after
/// commit (`auth.password-reset-requested`) for the mail that carries it.
/// It holds the link's secret, which the database keeps only as a digest:
/// the outbox row holding this is pruned with the others, and the link
/// stops working after `expiresAt` or its first use.
public struct PasswordResetLink: Codable, Sendable, Equatable {
    /// The account.
    public var userID: UUID
    /// Its address, where the link goes.
    public var email: String
    /// Its name, to greet it by.
    public var name: String
    /// The link, as a path of the app with its token (`/password-reset/new?token=…`).
    public var path: String
    /// When it stops working.
    public var expiresAt: Date

    /// A link for this account.
    public init(userID: UUID, email: String, name: String, path: String, expiresAt: Date) {
        self.userID = userID
        self.email = email
        self.name = name
        self.path = path
        self.expiresAt = expiresAt
    }
}
