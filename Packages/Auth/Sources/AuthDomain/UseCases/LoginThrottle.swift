import Foundation

/// Limits password guesses per account and per client address within a
/// window. Each attempt takes its place in both budgets before the password
/// is checked, so parallel guesses are counted one by one; a right password
/// makes the account's budget whole and gives the address its attempt back
/// (one right password must not wipe a guessing run against other accounts).
/// An attempt over a budget while this process is still checking others of
/// the same key waits for them, so the budget counts failures, not attempts
/// in flight: parallel right passwords all get in, parallel wrong ones still
/// stop at the budget (ADR 0128).
///
/// A log-in also spends the account's budget of log-ins that got in, so one
/// account signing in without end cannot hold the password checks. And an
/// address the account has logged in from before (within `remembered`)
/// has a failure budget of its own for that account: failures from elsewhere
/// that spend the account's budget do not refuse it (ADR 0128).
package struct LoginThrottle: Sendable {
    package struct Limits: Sendable {
        package var perAccount: Int
        package var perAddress: Int
        package var window: TimeInterval
        /// Log-ins that got in, per account and window.
        package var signInsPerAccount: Int
        /// How long an address an account logged in from stays known to it.
        package var remembered: TimeInterval

        package init(
            perAccount: Int = 10, perAddress: Int = 20, window: TimeInterval = 15 * 60, signInsPerAccount: Int = 20,
            remembered: TimeInterval = 90 * 86_400
        ) {
            self.perAccount = perAccount
            self.perAddress = perAddress
            self.window = window
            self.signInsPerAccount = signInsPerAccount
            self.remembered = remembered
        }
    }

    /// One attempt's places in the budgets.
    package struct Attempt: Sendable {
        /// Failures for the account: its own budget, or, from an address it
        /// logged in from before, that address's budget for it.
        let accountKey: String
        let addressKey: String?
        /// A log-in's place among the account's log-ins that got in.
        let signInKey: String?
        /// Set on a log-in from an address: remembered when it gets in.
        let knownAddressKey: String?
        var keys: [String] { [accountKey] + [addressKey, signInKey].compactMap { $0 } }
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
    /// budget and, with an address, the address's; `signingIn` (a log-in,
    /// not a signed-in person confirming a change) on the account's log-ins
    /// too. Throws `tooManyAttempts` without running it when a budget is spent.
    package func attempt<T>(
        account: Email, address: String?, signingIn: Bool = false, _ check: (Attempt) async throws -> T
    ) async throws -> T {
        let knownAddressKey = signingIn ? address.map { "login:known:\(account.value) from \($0)" } : nil
        var accountKey = "login:account:" + account.value
        if let knownAddressKey, try await counter.count(knownAddressKey, window: limits.remembered, now: now()) > 0 {
            accountKey = "login:account:\(account.value) from known " + (address ?? "")
        }
        let attempt = Attempt(
            accountKey: accountKey, addressKey: address.map { "login:address:" + $0 },
            signInKey: signingIn ? "login:signed-in:" + account.value : nil, knownAddressKey: knownAddressKey)
        let wait = try await inFlight.begin(attempt.keys) { try await take(attempt) }
        guard wait == 0 else { throw AuthError.tooManyAttempts(retryAfter: wait) }
        defer { inFlight.finish(attempt.keys) }
        do {
            return try await check(attempt)
        } catch {
            // Only a log-in that got in keeps its place among them.
            if let signInKey = attempt.signInKey { try? await counter.giveBack(signInKey) }
            throw error
        }
    }

    /// Takes one attempt from each of the attempt's budgets: 0 when all had
    /// room, else the seconds until the fullest one's window ends, having
    /// given the attempt back.
    private func take(_ attempt: Attempt) async throws -> Int {
        let now = now()
        var wait = 0
        let budgets =
            [(attempt.accountKey, limits.perAccount)] + (attempt.addressKey.map { [($0, limits.perAddress)] } ?? [])
            + (attempt.signInKey.map { [($0, limits.signInsPerAccount)] } ?? [])
        for (key, limit) in budgets {
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

    /// The password was right: the failure budget it spent is whole again,
    /// the address gets its attempt back, and a log-in's address is known
    /// to the account from now on.
    package func succeeded(_ attempt: Attempt) async throws {
        try await counter.reset(attempt.accountKey)
        if let addressKey = attempt.addressKey { try await counter.giveBack(addressKey) }
        if let knownAddressKey = attempt.knownAddressKey {
            try await counter.reset(knownAddressKey)
            _ = try await counter.add(knownAddressKey, window: limits.remembered, now: now())
        }
    }
}
