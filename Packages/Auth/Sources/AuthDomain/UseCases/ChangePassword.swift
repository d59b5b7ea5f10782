import Foundation

/// Replaces a password after checking the current one.
package struct ChangePassword: Sendable {
    let users: any UserRepository
    let hasher: any PasswordHasher
    /// The log-in throttle: a wrong password here counts against the account
    /// as a failed log-in does, so a stolen session cannot guess on and on.
    let throttle: LoginThrottle
    let record: @Sendable (AuthEvent) -> Void

    package init(
        users: any UserRepository, hasher: any PasswordHasher, throttle: LoginThrottle,
        record: @escaping @Sendable (AuthEvent) -> Void
    ) {
        self.users = users
        self.hasher = hasher
        self.throttle = throttle
        self.record = record
    }

    package func callAsFunction(userID: UUID, current: String, new: String) async throws {
        guard let found = try await users.find(id: userID) else { throw AuthError.accountNotFound }
        try PasswordRules.check(new, field: "newPassword")
        try await throttle.attempt(account: found.user.email, address: nil) { attempt in
            guard try await hasher.matches(current, hash: found.passwordHash, inTurnOf: found.user.email.value) else {
                record(.passwordChangeRefused(userID: userID))
                throw AuthError.wrongPassword
            }
            try await throttle.succeeded(attempt)
        }
        try await users.updatePasswordHash(of: userID, to: try await hasher.hash(new))
        record(.passwordChanged(userID: userID))
    }
}
