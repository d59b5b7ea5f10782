import Foundation

/// How many reset links may be asked for one address (whether or not it has
/// an account, so a refusal tells nothing) and from one client address
/// within a window: each sends a mail, so a script must not fill someone's
/// inbox, nor try every address. Counted in the log-in throttle's store.
package struct ResetRequestLimit: Sendable {
    package let perAccount: Int
    package let perAddress: Int
    package let window: TimeInterval
    private let counter: any AttemptCounter
    private let now: @Sendable () -> Date

    package init(
        perAccount: Int = 3, perAddress: Int = 10, window: TimeInterval = 3600,
        counter: any AttemptCounter = InMemoryAttemptCounter(), now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.perAccount = perAccount
        self.perAddress = perAddress
        self.window = window
        self.counter = counter
        self.now = now
    }

    /// Counts one request for `email` from `address`; throws
    /// `tooManyResetRequests` when either has had its share.
    package func take(email: Email, address: String?) async throws {
        let now = now()
        var keys = [("reset:account:" + email.value, perAccount)]
        if let address { keys.append(("reset:address:" + address, perAddress)) }
        for (key, limit) in keys {
            let (count, since) = try await counter.add(key, window: window, now: now)
            if count > limit {
                throw AuthError.tooManyResetRequests(
                    retryAfter: Int(since.addingTimeInterval(window).timeIntervalSince(now).rounded(.up)))
            }
        }
    }
}
