import Foundation

/// How many accounts one client address may make within a window: each one
/// costs a bcrypt hash and a row, so a script must not make them by the
/// thousand. Counted in the same store as the log-in throttle (ADR 0128).
package struct SignUpLimit: Sendable {
    package let perAddress: Int
    package let window: TimeInterval
    private let counter: any AttemptCounter
    private let now: @Sendable () -> Date

    package init(
        perAddress: Int = 20, window: TimeInterval = 3600, counter: any AttemptCounter = InMemoryAttemptCounter(),
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.perAddress = perAddress
        self.window = window
        self.counter = counter
        self.now = now
    }

    /// Counts one sign-up from `address`; throws `tooManySignUps` when the
    /// address has made its share. Without an address there is nothing to count by.
    package func take(address: String?) async throws {
        guard let address else { return }
        let now = now()
        let (count, since) = try await counter.add("signup:address:" + address, window: window, now: now)
        if count > perAddress {
            throw AuthError.tooManySignUps(
                retryAfter: Int(since.addingTimeInterval(window).timeIntervalSince(now).rounded(.up)))
        }
    }
}
