import Foundation
import Synchronization

/// Counts failed logins per account and per client address, and refuses more
/// attempts once either has failed too often within the window. A success
/// clears the account's count (not the address's: one right password must not
/// wipe a guessing run against other accounts).
///
/// The counts live in this process's memory: with several hosts, each one
/// allows its own quota (ADR 0023 says why that is acceptable for now).
public final class LoginThrottle: Sendable {
    public struct Limits: Sendable {
        public var perAccount: Int
        public var perAddress: Int
        public var window: TimeInterval

        public init(perAccount: Int = 10, perAddress: Int = 20, window: TimeInterval = 15 * 60) {
            self.perAccount = perAccount
            self.perAddress = perAddress
            self.window = window
        }
    }

    private struct Count {
        var failures: Int
        var since: Date
    }

    public let limits: Limits
    private let now: @Sendable () -> Date
    private let counts = Mutex<[String: Count]>([:])
    /// Beyond this many keys, expired ones are dropped, so a flood of made-up
    /// emails cannot grow memory without bound.
    private let pruneAbove = 10_000

    public init(limits: Limits = Limits(), now: @escaping @Sendable () -> Date = { Date() }) {
        self.limits = limits
        self.now = now
    }

    /// Throws `tooManyAttempts` when the account or the address is locked out.
    public func check(account: Email, address: String?) throws(AuthError) {
        let now = now()
        let wait: Int = counts.withLock { counts in
            var longest = 0
            for (key, limit) in keys(account, address) {
                guard let count = counts[key], count.failures >= limit else { continue }
                let remaining = count.since.addingTimeInterval(limits.window).timeIntervalSince(now)
                if remaining > 0 { longest = max(longest, Int(remaining.rounded(.up))) }
            }
            return longest
        }
        if wait > 0 { throw .tooManyAttempts(retryAfter: wait) }
    }

    public func recordFailure(account: Email, address: String?) {
        let now = now()
        counts.withLock { counts in
            if counts.count > pruneAbove {
                counts = counts.filter { $0.value.since.addingTimeInterval(limits.window) > now }
            }
            for (key, _) in keys(account, address) {
                if let count = counts[key], count.since.addingTimeInterval(limits.window) > now {
                    counts[key]?.failures = count.failures + 1
                } else {
                    counts[key] = Count(failures: 1, since: now)
                }
            }
        }
    }

    public func recordSuccess(account: Email) {
        _ = counts.withLock { $0.removeValue(forKey: "account:" + account.value) }
    }

    private func keys(_ account: Email, _ address: String?) -> [(String, Int)] {
        var keys = [("account:" + account.value, limits.perAccount)]
        if let address { keys.append(("address:" + address, limits.perAddress)) }
        return keys
    }
}
