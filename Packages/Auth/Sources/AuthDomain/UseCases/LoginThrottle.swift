import Foundation

/// Limits password guesses per account and per client address within a
/// window. Each attempt takes its place in both budgets before the password
/// is checked, so parallel guesses are counted one by one; a right password
/// makes the account's budget whole and gives the address its attempt back
/// (one right password must not wipe a guessing run against other accounts).
package struct LoginThrottle: Sendable {
    package struct Limits: Sendable {
        package var perAccount: Int
        package var perAddress: Int
        package var window: TimeInterval

        package init(perAccount: Int = 10, perAddress: Int = 20, window: TimeInterval = 15 * 60) {
            self.perAccount = perAccount
            self.perAddress = perAddress
            self.window = window
        }
    }

    /// One attempt's places in the budgets.
    package struct Attempt: Sendable {
        let accountKey: String
        let addressKey: String?
    }

    package let limits: Limits
    private let counter: any AttemptCounter
    private let now: @Sendable () -> Date

    package init(
        limits: Limits = Limits(), counter: any AttemptCounter = InMemoryAttemptCounter(),
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.limits = limits
        self.counter = counter
        self.now = now
    }

    /// Takes one attempt from the account's budget and, with an address,
    /// the address's. Throws `tooManyAttempts`, giving the attempt back,
    /// when either is spent.
    package func begin(account: Email, address: String?) async throws -> Attempt {
        let attempt = Attempt(accountKey: "login:account:" + account.value, addressKey: address.map { "login:address:" + $0 })
        let now = now()
        var wait = 0
        for (key, limit) in [(attempt.accountKey, limits.perAccount)] + (attempt.addressKey.map { [($0, limits.perAddress)] } ?? []) {
            let (count, since) = try await counter.add(key, window: limits.window, now: now)
            if count > limit {
                wait = max(wait, Int(since.addingTimeInterval(limits.window).timeIntervalSince(now).rounded(.up)))
            }
        }
        guard wait > 0 else { return attempt }
        try await counter.giveBack(attempt.accountKey)
        if let addressKey = attempt.addressKey { try await counter.giveBack(addressKey) }
        throw AuthError.tooManyAttempts(retryAfter: wait)
    }

    /// The password was right.
    package func succeeded(_ attempt: Attempt) async throws {
        try await counter.reset(attempt.accountKey)
        if let addressKey = attempt.addressKey { try await counter.giveBack(addressKey) }
    }
}
