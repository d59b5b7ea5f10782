import Synchronization

/// Answers read from a database, kept in memory and served from there only
/// while each was seen true in the database less than `bound` ago (ADR 0106).
///
/// Each entry carries the instant it was last verified: when the read that
/// filled it started, moved forward by every `reverify` that found it still
/// true. An entry older than `bound` is never answered; the caller reads the
/// database again. So a change made anywhere (another host, a command, an
/// operator's SQL) is seen by every host within `bound`, however late a
/// sweep runs: a late sweep only costs reads, never a stale answer.
///
/// A change made on this host is seen at once: `forget` drops the entries,
/// and a read that started before the change never fills them back.
public final class VerifiedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    /// When an entry was last seen true: a monotonic clock's reading, so a
    /// change of the wall clock never makes an entry fresh again.
    public typealias Instant = ContinuousClock.Instant

    private struct Entry {
        var value: Value
        var verifiedAt: Instant
    }

    /// A read under way that callers may share: the `forgets` it started at.
    private struct SharedRead {
        var forgets: UInt64
        var task: Task<Value?, any Error>
    }

    private struct State {
        var entries: [Key: Entry] = [:]
        /// Moves with every `forget`: a read that started before it must not
        /// store what it read.
        var forgets: UInt64 = 0
        var sharedReads: [Key: SharedRead] = [:]
    }

    /// How long after its last verification an entry may still be answered.
    public let bound: Duration
    /// The most entries kept; one more first drops what is no longer fresh.
    public let capacity: Int
    private let now: @Sendable () -> Instant
    private let state = Mutex(State())

    /// A cache that answers entries verified less than `bound` ago.
    ///
    /// - Parameters:
    ///   - bound: how old an entry's last verification may be when it is answered.
    ///   - capacity: the most entries kept (at least one).
    ///   - now: the clock, which tests move by hand.
    public init(bound: Duration, capacity: Int = 10_000, now: @escaping @Sendable () -> Instant = { .now }) {
        self.bound = bound
        self.capacity = max(1, capacity)
        self.now = now
    }

    /// The kept value, if it was verified less than `bound` ago.
    public func value(for key: Key) -> Value? {
        let now = now()
        return state.withLock { state in
            guard let entry = state.entries[key], now - entry.verifiedAt < bound else { return nil }
            return entry.value
        }
    }

    /// The kept value if it is fresh; otherwise `read`'s answer, kept when it
    /// is not nil and nothing was forgotten while it was read.
    public func value(for key: Key, read: () async throws -> Value?) async rethrows -> Value? {
        if let kept = value(for: key) { return kept }
        let started = now()
        let forgets = state.withLock { $0.forgets }
        guard let value = try await read() else { return nil }
        state.withLock { state in
            guard state.forgets == forgets else { return }
            if state.entries[key] == nil, state.entries.count >= capacity {
                Self.makeRoom(in: &state, now: started, bound: bound, capacity: capacity)
            }
            state.entries[key] = Entry(value: value, verifiedAt: started)
        }
        return value
    }

    /// As `value(for:read:)`, and callers that miss the same key while a
    /// read of it is under way share that read, unless something was
    /// forgotten since it started (a caller never gets an answer older than
    /// a change it follows). A crowd arriving as an entry expires costs one
    /// read, not one each.
    public func sharedValue(for key: Key, read: @escaping @Sendable () async throws -> Value?) async throws -> Value? {
        if let kept = value(for: key) { return kept }
        let task = state.withLock { state in
            if let running = state.sharedReads[key], running.forgets == state.forgets { return running.task }
            let task = Task { try await self.value(for: key, read: read) }
            state.sharedReads[key] = SharedRead(forgets: state.forgets, task: task)
            return task
        }
        defer {
            state.withLock { state in
                if state.sharedReads[key]?.task == task { state.sharedReads[key] = nil }
            }
        }
        return try await task.value
    }

    /// Drops every entry `matches` picks, at once.
    public func forget(where matches: (Key, Value) -> Bool) {
        state.withLock { state in
            state.forgets &+= 1
            state.entries = state.entries.filter { !matches($0.key, $0.value.value) }
        }
    }

    /// Drops the entry for `key`, at once.
    public func forget(_ key: Key) {
        forget { candidate, _ in candidate == key }
    }

    /// Drops every entry, at once.
    public func forgetAll() {
        forget { _, _ in true }
    }

    /// Asks `check` about every kept entry and moves the ones it confirms
    /// forward to the instant this sweep started. `check` answers each key it
    /// still finds (with its value now); a key it leaves out is dropped. An
    /// entry filled again after the sweep started is newer than what the
    /// sweep read, and is left as it is.
    public func reverify(_ check: ([Key: Value]) async throws -> [Key: Value]) async rethrows {
        let started = now()
        let kept = state.withLock { state in state.entries.mapValues(\.value) }
        guard !kept.isEmpty else { return }
        let confirmed = try await check(kept)
        state.withLock { state in
            for key in kept.keys {
                guard let entry = state.entries[key], entry.verifiedAt <= started else { continue }
                if let value = confirmed[key] {
                    state.entries[key] = Entry(value: value, verifiedAt: started)
                } else {
                    state.entries[key] = nil
                }
            }
        }
    }

    /// How many entries are kept, fresh or not.
    public var count: Int { state.withLock { $0.entries.count } }

    /// Full: drop what is no longer fresh, and everything if that frees
    /// nothing, so a flood of keys costs bounded memory and never an error.
    private static func makeRoom(in state: inout State, now: Instant, bound: Duration, capacity: Int) {
        state.entries = state.entries.filter { now - $0.value.verifiedAt < bound }
        if state.entries.count >= capacity { state.entries = [:] }
    }
}
