import Synchronization

/// Work that many callers ask for at the same moment, done once: the first
/// caller for a key does it, and those who ask for the same key meanwhile
/// wait for its result instead of doing it again.
///
/// A kept page expires for everyone at once (a new generation), and every
/// visitor who arrives in the next few milliseconds would render it again:
/// on two cores, sixty-four renders of the same grid queue behind each
/// other, and the last visitor waits for all of them.
public final class SingleFlight<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let waiting = Mutex<[Key: [CheckedContinuation<Value??, Never>]]>([:])

    /// Nothing in flight.
    public init() {}

    /// `make`'s value, made by this caller or by the one already making it
    /// for `key`. Nil when the caller who made it had no value to share
    /// (`make` returned nil, threw, or was cancelled): the waiters then do
    /// the work themselves, each as it needs. Throws only what this
    /// caller's own `make` throws.
    public func value(for key: Key, make: () async throws -> Value?) async throws -> Value? {
        // .none: nobody is making it, so this caller does; .some: the maker's result.
        let made: Value?? = await withCheckedContinuation { continuation in
            let follows = waiting.withLock { waiting in
                guard waiting[key] != nil else {
                    waiting[key] = []
                    return false
                }
                waiting[key]?.append(continuation)
                return true
            }
            if !follows { continuation.resume(returning: .none) }
        }
        if let made { return made }
        do {
            let value = try await make()
            finish(key, with: value)
            return value
        } catch {
            finish(key, with: nil)
            throw error
        }
    }

    /// How many callers wait for `key`'s value now.
    public func waiters(for key: Key) -> Int {
        waiting.withLock { $0[key]?.count ?? 0 }
    }

    private func finish(_ key: Key, with value: Value?) {
        let waiters = waiting.withLock { $0.removeValue(forKey: key) } ?? []
        for waiter in waiters { waiter.resume(returning: .some(value)) }
    }
}
