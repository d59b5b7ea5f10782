import Foundation

/// "Forgot password?": sends a link that sets a new password, valid once for
/// 30 minutes, to the address when it has an account. The caller says the
/// same thing either way, so the answer never tells whether an address has
/// an account.
package struct RequestPasswordReset: Sendable {
    /// How long a link works.
    package static let validity: TimeInterval = 30 * 60

    let users: any UserRepository
    let resets: any PasswordResetRepository
    let secrets: any ResetSecrets
    let limit: ResetRequestLimit
    let now: @Sendable () -> Date
    let record: @Sendable (AuthEvent) -> Void

    package init(
        users: any UserRepository, resets: any PasswordResetRepository, secrets: any ResetSecrets,
        limit: ResetRequestLimit, now: @escaping @Sendable () -> Date, record: @escaping @Sendable (AuthEvent) -> Void
    ) {
        self.users = users
        self.resets = resets
        self.secrets = secrets
        self.limit = limit
        self.now = now
        self.record = record
    }

    package func callAsFunction(email raw: String, clientAddress: String?) async throws {
        let email = try Email(raw)
        try await limit.take(email: email, address: clientAddress)
        guard let user = try await users.find(email: email)?.user else {
            record(.passwordResetForNobody)
            return
        }
        let (secret, digest) = secrets.make()
        try await resets.issue(
            digest: digest, secret: secret, for: user, expiresAt: now().addingTimeInterval(Self.validity))
        record(.passwordResetRequested(userID: user.id))
    }
}
