import Foundation

/// Memory over disk: a read tries memory, then disk (and keeps what disk had
/// in memory for next time); a write goes to both. Without a disk tier it is
/// a memory cache alone, which tests and short-lived tools may want.
public struct TieredCache: Sendable {
    /// The fast tier.
    public let memory: MemoryCache
    /// The tier that outlives the process; nil to keep nothing on disk.
    public let disk: DiskCache?
    /// The clock entries are stamped and aged by; tests pass their own.
    public let now: @Sendable () -> Date

    /// A cache of `memory` over `disk`, ageing entries by `now`.
    public init(memory: MemoryCache = MemoryCache(), disk: DiskCache?, now: @escaping @Sendable () -> Date = Date.init)
    {
        self.memory = memory
        self.disk = disk
        self.now = now
    }

    /// A cache in `directory` with the standard bounds.
    public init(directory: URL) {
        self.init(disk: DiskCache(directory: directory))
    }

    /// The entry at `key` from memory, else from disk (kept in memory after).
    public func entry<Value: Codable & Sendable>(_ key: String, as type: Value.Type) -> CacheEntry<Value>? {
        if let entry = memory.entry(key, as: type) { return entry }
        guard let entry = disk?.entry(key, as: type) else { return nil }
        memory.store(entry, at: key)
        return entry
    }

    /// Keeps `value` at `key` in both tiers, stamped now.
    public func store<Value: Codable & Sendable>(_ value: Value, at key: String, etag: String? = nil) {
        let entry = CacheEntry(value, storedAt: now(), etag: etag)
        memory.store(entry, at: key)
        disk?.store(entry, at: key)
    }

    /// Forgets every entry whose key starts with `prefix`, in both tiers:
    /// after a write that makes them stale, or when an account signs out.
    public func removeAll(prefix: String) {
        memory.removeAll(prefix: prefix)
        disk?.removeAll(prefix: prefix)
    }

    /// Runs a read under `policy`: the values to show, in order, each with
    /// where it came from. `cacheThenFetch` may yield twice (cache, then
    /// network); every other policy yields once. A fetched value is cached
    /// under every policy.
    public func load<Value: Codable & Sendable>(
        _ key: String, policy: CachePolicy, fetch: @escaping @Sendable () async throws -> Value
    ) -> AsyncThrowingStream<Loaded<Value>, any Error> {
        load(key, policy: policy, revalidate: { _ in .changed(try await fetch(), etag: nil) })
    }

    /// `load` for an endpoint that names its answers (an `ETag`): a fetch is
    /// sent the kept entry's tag, and when the server answers that it is
    /// still the answer (304, no body) the kept value is shown, stamped anew
    /// as just seen on the network.
    public func load<Value: Codable & Sendable>(
        _ key: String, policy: CachePolicy,
        revalidate: @escaping @Sendable (_ etag: String?) async throws -> Revalidated<Value>
    ) -> AsyncThrowingStream<Loaded<Value>, any Error> {
        AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    try await emit(key, policy: policy, fetch: revalidate) { continuation.yield($0) }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    private func emit<Value: Codable & Sendable>(
        _ key: String, policy: CachePolicy, fetch: @Sendable (String?) async throws -> Revalidated<Value>,
        yield: (Loaded<Value>) -> Void
    ) async throws {
        switch policy {
        case .cacheOnly:
            guard let cached = cached(key, as: Value.self) else { throw APIClientError.notCached(key) }
            yield(cached)
        case .cacheElseFetch:
            if let cached = cached(key, as: Value.self) {
                yield(cached)
            } else {
                yield(try await fetched(key, fetch))
            }
        case .cacheThenFetch:
            if let cached = cached(key, as: Value.self) { yield(cached) }
            yield(try await fetched(key, fetch))
        case .networkOnly:
            yield(try await fetched(key, fetch))
        case .networkElseCache:
            do {
                yield(try await fetched(key, fetch))
            } catch let error as APIClientError where error.isNetworkFailure {
                guard let cached = cached(key, as: Value.self) else { throw error }
                yield(cached)
            }
        }
    }

    private func cached<Value: Codable & Sendable>(_ key: String, as type: Value.Type) -> Loaded<Value>? {
        entry(key, as: type).map { Loaded($0.value, from: .cache(age: now().timeIntervalSince($0.storedAt))) }
    }

    private func fetched<Value: Codable & Sendable>(
        _ key: String, _ fetch: @Sendable (String?) async throws -> Revalidated<Value>
    ) async throws -> Loaded<Value> {
        let kept = entry(key, as: Value.self)
        switch try await fetch(kept?.etag) {
        case .changed(let value, let etag):
            store(value, at: key, etag: etag)
            return Loaded(value, from: .network)
        case .unchanged:
            // Only a tag sent can be answered 304; without one it is the
            // server's mistake, not a value to make up.
            guard let kept else {
                throw APIClientError.undecodable("a 304 came for an answer this client does not keep")
            }
            store(kept.value, at: key, etag: kept.etag)
            return Loaded(kept.value, from: .network)
        }
    }
}

extension TieredCache {
    /// `load` for a wire value that is shown as another: the cache keeps what
    /// the server sent, and `map` (the domain's checks) runs on every read,
    /// from the network or the cache alike.
    public func load<Wire: Codable & Sendable, Value: Sendable>(
        _ key: String, policy: CachePolicy, fetch: @escaping @Sendable () async throws -> Wire,
        map: @escaping @Sendable (Wire) throws -> Value
    ) -> AsyncThrowingStream<Loaded<Value>, any Error> {
        mapped(load(key, policy: policy, fetch: fetch), map)
    }

    /// `load` with revalidation, for a wire value shown as another.
    public func load<Wire: Codable & Sendable, Value: Sendable>(
        _ key: String, policy: CachePolicy,
        revalidate: @escaping @Sendable (_ etag: String?) async throws -> Revalidated<Wire>,
        map: @escaping @Sendable (Wire) throws -> Value
    ) -> AsyncThrowingStream<Loaded<Value>, any Error> {
        mapped(load(key, policy: policy, revalidate: revalidate), map)
    }

    private func mapped<Wire: Sendable, Value: Sendable>(
        _ wire: AsyncThrowingStream<Loaded<Wire>, any Error>, _ map: @escaping @Sendable (Wire) throws -> Value
    ) -> AsyncThrowingStream<Loaded<Value>, any Error> {
        return AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    for try await loaded in wire {
                        continuation.yield(Loaded(try map(loaded.value), from: loaded.origin))
                    }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}
