import Foundation

/// Limits password guesses per account and per client address within a
/// window. Each attempt takes its place in both budgets before the password
/// is checked, so parallel guesses are counted one by one; a right password
/// makes the account's budget whole and gives the address its attempt back
/// (one right password must not wipe a guessing run against other accounts).
/// An attempt over a budget while this process is still checking others of
/// the same key waits for them, so the budget counts failures, not attempts
/// in flight: parallel right passwords all get in, parallel wrong ones still
/// stop at the budget (ADR 0107).
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
        var keys: [String] { [accountKey] + (addressKey.map { [$0] } ?? []) }
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

    private let inFlight = AttemptsInFlight()

    /// Runs `check` (the password check) as one attempt on the account's
    /// budget and, with an address, the address's. Throws `tooManyAttempts`
    /// without running it when either budget is spent by failures.
    package func attempt<T>(
        account: Email, address: String?, _ check: (Attempt) async throws -> T
    ) async throws -> T {
        let attempt = Attempt(
            accountKey: "login:account:" + account.value, addressKey: address.map { "login:address:" + $0 })
        let wait = try await inFlight.begin(attempt.keys) { try await take(attempt) }
        guard wait == 0 else { throw AuthError.tooManyAttempts(retryAfter: wait) }
        defer { inFlight.finish(attempt.keys) }
        return try await check(attempt)
    }

    /// Takes one attempt from the account's budget and, with an address, the
    /// address's: 0 when both had room, else the seconds until the fuller
    /// one's window ends, having given the attempt back.
    private func take(_ attempt: Attempt) async throws -> Int {
        let now = now()
        var wait = 0
        for (key, limit) in [(attempt.accountKey, limits.perAccount)]
            + (attempt.addressKey.map { [($0, limits.perAddress)] } ?? [])
        {
            let (count, since) = try await counter.add(key, window: limits.window, now: now)
            if count > limit {
                wait = max(
                    wait, max(1, Int(since.addingTimeInterval(limits.window).timeIntervalSince(now).rounded(.up))))
            }
        }
        guard wait > 0 else { return 0 }
        for key in attempt.keys { try await counter.giveBack(key) }
        return wait
    }

    /// The password was right.
    package func succeeded(_ attempt: Attempt) async throws {
        try await counter.reset(attempt.accountKey)
        if let addressKey = attempt.addressKey { try await counter.giveBack(addressKey) }
    }
}
