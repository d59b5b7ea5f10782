import Foundation

/// Memory over disk: a read tries memory, then disk (and keeps what disk had
/// in memory for next time); a write goes to both. Without a disk tier it is
/// a memory cache alone, which tests and short-lived tools may want.
public struct TieredCache: Sendable {
    public let memory: MemoryCache
    public let disk: DiskCache?
    /// The clock entries are stamped and aged by; tests pass their own.
    public let now: @Sendable () -> Date

    public init(memory: MemoryCache = MemoryCache(), disk: DiskCache?, now: @escaping @Sendable () -> Date = Date.init) {
        self.memory = memory
        self.disk = disk
        self.now = now
    }

    /// A cache in `directory` with the standard bounds.
    public init(directory: URL) {
        self.init(disk: DiskCache(directory: directory))
    }

    public func entry<Value: Codable & Sendable>(_ key: String, as type: Value.Type) -> CacheEntry<Value>? {
        if let entry = memory.entry(key, as: type) { return entry }
        guard let entry = disk?.entry(key, as: type) else { return nil }
        memory.store(entry, at: key)
        return entry
    }

    public func store<Value: Codable & Sendable>(_ value: Value, at key: String) {
        let entry = CacheEntry(value, storedAt: now())
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
        AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    try await emit(key, policy: policy, fetch: fetch) { continuation.yield($0) }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    private func emit<Value: Codable & Sendable>(
        _ key: String, policy: CachePolicy, fetch: @Sendable () async throws -> Value,
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
        _ key: String, _ fetch: @Sendable () async throws -> Value
    ) async throws -> Loaded<Value> {
        let value = try await fetch()
        store(value, at: key)
        return Loaded(value, from: .network)
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
        let wire = load(key, policy: policy, fetch: fetch)
        return AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    for try await loaded in wire { continuation.yield(Loaded(try map(loaded.value), from: loaded.origin)) }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}
