/// Reading a stream's answers in tests and commands.
extension AsyncThrowingStream where Failure == any Error {
    /// A read that shows one value, for mock services.
    public static func answer<Value: Sendable>(_ value: Value, from origin: Origin = .network) -> Self
    where Element == Loaded<Value> {
        AsyncThrowingStream { continuation in
            continuation.yield(Loaded(value, from: origin))
            continuation.finish()
        }
    }

    /// A read that fails: for mock services, and for a service's
    /// `.unimplemented` closures, which fail with
    /// `APIClientError.unimplemented` naming themselves.
    public static func failure(_ error: APIClientError) -> Self {
        AsyncThrowingStream { $0.finish(throwing: error) }
    }

    /// The first value a read shows, for a caller that wants one answer (a
    /// one-shot command, a test) rather than the cache-then-network sequence.
    /// Throws what the read throws; a read that ends without showing anything
    /// throws `APIClientError.notCached`.
    public func firstShown<Value>() async throws -> Loaded<Value> where Element == Loaded<Value> {
        for try await loaded in self { return loaded }
        throw APIClientError.notCached("nothing shown")
    }
}
