extension LoadState {
    /// Shows a read's values as they come: `.loading`, then each value with
    /// its origin, or `.failed` when nothing could be shown. When a cached
    /// value is on screen and the refresh after it fails, the value stays and
    /// the failure is returned, so a store can say "showing cached data".
    @MainActor
    public static func follow(
        _ stream: AsyncThrowingStream<Loaded<Value>, any Error>, into show: (LoadState<Value>) -> Void
    ) async -> APIClientError? {
        show(.loading)
        var shown = false
        do {
            for try await loaded in stream {
                shown = true
                show(.loaded(loaded.value, loaded.origin))
            }
            return nil
        } catch {
            let failure = APIClientError(error)
            if shown { return failure }
            show(.failed(failure))
            return nil
        }
    }
}

extension APIClientError {
    /// Any error a service throws, as the client's own kind.
    public init(_ error: any Error) {
        self = (error as? APIClientError) ?? .undecodable(String(describing: error))
    }
}
