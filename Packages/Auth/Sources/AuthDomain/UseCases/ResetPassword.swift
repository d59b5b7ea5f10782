import Foundation

/// Sets a new password through a reset link: once per link, within its 30
/// minutes, ending every session of the account (whoever had the old
/// password is signed out everywhere).
package struct ResetPassword: Sendable {
    let resets: any PasswordResetRepository
    let secrets: any ResetSecrets
    let hasher: any PasswordHasher
    let now: @Sendable () -> Date
    let record: @Sendable (AuthEvent) -> Void

    package init(
        resets: any PasswordResetRepository, secrets: any ResetSecrets, hasher: any PasswordHasher,
        now: @escaping @Sendable () -> Date, record: @escaping @Sendable (AuthEvent) -> Void
    ) {
        self.resets = resets
        self.secrets = secrets
        self.hasher = hasher
        self.now = now
        self.record = record
    }

    /// Whether `secret` names a link that still works (the page asks before
    /// showing its form).
    package func works(_ secret: String) async throws -> Bool {
        guard let digest = secrets.digest(of: secret) else { return false }
        return try await resets.account(digest: digest, now: now()) != nil
    }

    /// The account whose password is now `newPassword`.
    @discardableResult
    package func callAsFunction(secret: String, newPassword: String) async throws -> UUID {
        try PasswordRules.check(newPassword, field: "newPassword")
        // No password is hashed for a link that does not work.
        guard try await works(secret), let digest = secrets.digest(of: secret) else {
            throw AuthError.resetLinkUnusable
        }
        let hash = try await hasher.hash(newPassword)
        // Redeemed only if still unused: of two tabs posting at once, one wins.
        guard let userID = try await resets.redeem(digest: digest, now: now(), passwordHash: hash) else {
            throw AuthError.resetLinkUnusable
        }
        record(.passwordReset(userID: userID))
        return userID
    }
}
