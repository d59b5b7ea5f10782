import Synchronization

/// Checks an email and password. An unknown email costs the same bcrypt work
/// as a wrong password, so response time does not reveal who has an account.
package struct LogIn: Sendable {
    let users: any UserRepository
    let hasher: any PasswordHasher
    let throttle: LoginThrottle
    let record: @Sendable (AuthEvent) -> Void
    private let decoy = DecoyHash()

    package init(
        users: any UserRepository, hasher: any PasswordHasher, throttle: LoginThrottle,
        record: @escaping @Sendable (AuthEvent) -> Void
    ) {
        self.users = users
        self.hasher = hasher
        self.throttle = throttle
        self.record = record
    }

    package func callAsFunction(email rawEmail: String, password: String, clientAddress: String?) async throws -> User {
        let email: Email
        do {
            email = try Email(rawEmail)
        } catch {
            record(.logInRefused(.wrongCredentials))
            throw AuthError.wrongCredentials
        }
        do {
            return try await throttle.attempt(account: email, address: clientAddress, signingIn: true) { attempt in
                // A wrong guess keeps its place in the budgets. An account
                // made since addresses are stored in one spelling is found by
                // that spelling too (a full-width address typed as it was).
                let normalized = try? Email(Email.oneSpelling(rawEmail))
                var match = try await users.find(email: email)
                if match == nil, let normalized, normalized != email {
                    match = try await users.find(email: normalized)
                }
                guard let found = match else {
                    _ = try await hasher.matches(
                        password, hash: try await decoy.hash(using: hasher), inTurnOf: email.value)
                    record(.logInRefused(.wrongCredentials))
                    throw AuthError.wrongCredentials
                }
                guard try await hasher.matches(password, hash: found.passwordHash, inTurnOf: found.user.email.value)
                else {
                    record(.logInRefused(.wrongCredentials))
                    throw AuthError.wrongCredentials
                }
                try await throttle.succeeded(attempt)
                record(.loggedIn(userID: found.user.id))
                return found.user
            }
        } catch AuthError.tooManyAttempts(let retryAfter) {
            record(.logInRefused(.throttled))
            throw AuthError.tooManyAttempts(retryAfter: retryAfter)
        }
    }
}

/// A hash of a password nobody has, made once, to verify unknown emails against.
final class DecoyHash: Sendable {
    private let made = Mutex<String?>(nil)

    func hash(using hasher: any PasswordHasher) async throws -> String {
        if let hash = made.withLock({ $0 }) { return hash }
        let hash = try await hasher.hash("decoy password that matches no account")
        made.withLock { $0 = hash }
        return hash
    }
}
