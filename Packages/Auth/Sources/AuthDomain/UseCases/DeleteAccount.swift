import Foundation

/// Deletes an account once its password confirms the request. What else goes
/// with it (sessions, other features' data) is the repository's transaction.
package struct DeleteAccount: Sendable {
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

    package func callAsFunction(userID: UUID, password: String) async throws {
        guard let found = try await users.find(id: userID) else { throw AuthError.accountNotFound }
        try await throttle.attempt(account: found.user.email, address: nil) { attempt in
            guard try await hasher.matches(password, hash: found.passwordHash, inTurnOf: found.user.email.value) else {
                record(.accountDeletionRefused(userID: userID))
                throw AuthError.wrongPassword
            }
            try await users.delete(id: userID)
            // Whoever signs up with this email next starts with a whole budget.
            try await throttle.succeeded(attempt)
        }
        record(.accountDeleted(userID: userID))
    }
}
