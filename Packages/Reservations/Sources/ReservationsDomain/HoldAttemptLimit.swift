import Foundation
import Synchronization

/// How many holds one account, and one client address, may ask for in a
/// minute (issue 48): on release day a script asking again and again must not
/// crowd out people who ask once. Counted in this host's memory, so that the
/// rush costs no write beyond the holds themselves; behind several hosts a
/// client that reaches every one gets each host's share. An ask the store
/// refuses (a taken site, a full night) counts too, so hammering does not
/// pay; one the rules refuse never reached for a site and does not.
package final class HoldAttemptLimit: Sendable {
    /// The shares, each over `window`.
    package struct Limits: Sendable, Equatable {
        /// Asks one account may make.
        package var perAccount: Int
        /// Asks one client address may make, for every account behind it.
        package var perAddress: Int
        /// The window each share is counted over.
        package var window: TimeInterval

        /// Ten asks an account, a hundred and twenty an address, a minute.
        package static let standard = Limits(perAccount: 10, perAddress: 120, window: 60)

        package init(perAccount: Int, perAddress: Int, window: TimeInterval = 60) {
            self.perAccount = perAccount
            self.perAddress = perAddress
            self.window = window
        }
    }

    /// A key's asks in its current window.
    private struct Window {
        var count: Int
        var since: Date
    }

    package let limits: Limits
    private let windows = Mutex<[String: Window]>([:])
    /// Past this many keys, ended windows are dropped before another is
    /// added, so the memory held follows the clients of the last minute.
    private let tidyAbove: Int

    package init(_ limits: Limits = .standard, tidyAbove: Int = 50_000) {
        self.limits = limits
        self.tidyAbove = tidyAbove
    }

    /// Counts one ask by `account` from `address` at `now`; throws
    /// `tooManyHoldAttempts` with the seconds until the share that ran out
    /// is whole again. Without an address only the account is counted.
    package func take(account: UUID, address: String?, now: Date) throws {
        let wait = windows.withLock { windows -> Int? in
            var waits: [Int] = []
            let keys =
                [("account:" + account.uuidString, limits.perAccount)]
                + (address.map { [("address:" + $0, limits.perAddress)] } ?? [])
            for (key, share) in keys {
                let window = count(key, in: &windows, now: now)
                if window.count > share {
                    waits.append(
                        Int(window.since.addingTimeInterval(limits.window).timeIntervalSince(now).rounded(.up)))
                }
            }
            return waits.max()
        }
        if let wait { throw ReservationsError.tooManyHoldAttempts(retryAfter: max(1, wait)) }
    }

    /// Adds one ask to `key`'s window, starting a new one when the last has ended.
    private func count(_ key: String, in windows: inout [String: Window], now: Date) -> Window {
        if var current = windows[key], current.since.addingTimeInterval(limits.window) > now {
            current.count += 1
            windows[key] = current
            return current
        }
        if windows.count >= tidyAbove {
            let window = limits.window
            windows = windows.filter { $0.value.since.addingTimeInterval(window) > now }
        }
        let fresh = Window(count: 1, since: now)
        windows[key] = fresh
        return fresh
    }

    /// How many keys are kept now: what tidying bounds.
    package var keptKeys: Int { windows.withLock { $0.count } }
}
