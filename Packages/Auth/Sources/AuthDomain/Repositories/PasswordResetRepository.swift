import Foundation

/// Where password reset links are kept: by the digest of their secret only,
/// so reading the table does not let anyone set a password.
package protocol PasswordResetRepository: Sendable {
    /// Stores a link for `user` valid until `expiresAt`, and publishes it,
    /// with its secret, for the mail that carries it, in one transaction.
    func issue(digest: String, secret: String, for user: User, expiresAt: Date) async throws

    /// The account of the link with `digest` when it is unused and unexpired at `now`.
    func account(digest: String, now: Date) async throws -> UUID?

    /// Uses the link with `digest`, in one transaction: marks it used (when
    /// it is unused and unexpired at `now`), sets the account's password hash,
    /// forgets its other links, ends every session of the account, and
    /// publishes the change. The account; nil when the link was not usable.
    func redeem(digest: String, now: Date, passwordHash: String) async throws -> UUID?
}

/// Makes the secrets of reset links and their digests (the real one: 32
/// random bytes in base64url, SHA-256).
package protocol ResetSecrets: Sendable {
    /// A new secret and its digest.
    func make() -> (secret: String, digest: String)
    /// The digest of a secret a person brought back; nil when it cannot be one.
    func digest(of secret: String) -> String?
}
