import Foundation
import Synchronization

/// Counts attempts per key within a window. The real one keeps the counts in
/// the database, so every host spends one budget, and counts atomically, so
/// attempts sent in parallel cannot all slip in under the limit (ADR 0128).
package protocol AttemptCounter: Sendable {
    /// Adds one attempt to `key`'s window, starting a new window when the
    /// last began `window` seconds or more before `now`: the count with this
    /// attempt, and when its window began.
    func add(_ key: String, window: TimeInterval, now: Date) async throws -> (count: Int, since: Date)
    /// How many attempts `key`'s window holds now: 0 when it has none, or
    /// its window began `window` seconds or more before `now`.
    func count(_ key: String, window: TimeInterval, now: Date) async throws -> Int
    /// Takes one attempt back (a right password gives the address its attempt back).
    func giveBack(_ key: String) async throws
    /// Forgets `key`'s attempts (a right password makes the account's budget whole).
    func reset(_ key: String) async throws
}

/// The counts in this process's memory: for tests, examples and a single
/// host that keeps nothing in a database.
package final class InMemoryAttemptCounter: AttemptCounter {
    private let counts = Mutex<[String: (count: Int, since: Date)]>([:])

    package init() {}

    package func add(_ key: String, window: TimeInterval, now: Date) async throws -> (count: Int, since: Date) {
        counts.withLock { counts in
            if let current = counts[key], current.since.addingTimeInterval(window) > now {
                counts[key] = (current.count + 1, current.since)
            } else {
                counts[key] = (1, now)
            }
            return counts[key]!
        }
    }

    package func count(_ key: String, window: TimeInterval, now: Date) async throws -> Int {
        counts.withLock { counts in
            guard let current = counts[key], current.since.addingTimeInterval(window) > now else { return 0 }
            return current.count
        }
    }

    package func giveBack(_ key: String) async throws {
        counts.withLock { counts in
            if let current = counts[key], current.count > 0 { counts[key] = (current.count - 1, current.since) }
        }
    }

    package func reset(_ key: String) async throws {
        _ = counts.withLock { $0.removeValue(forKey: key) }
    }
}
