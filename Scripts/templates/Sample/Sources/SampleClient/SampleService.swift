import APIClient

/// Everything this feature's screens ask of the outside world, as closures:
/// the live value talks to the server through a cache, the mock one answers
/// from memory, and the unimplemented one fails naming whichever closure a
/// test forgot to set.
public struct SampleService: Sendable {
    /// Every item, by a cache policy.
    public var items: @Sendable (CachePolicy) -> AsyncThrowingStream<Loaded<SampleItemList>, any Error>

    /// A service from its closure.
    public init(items: @escaping @Sendable (CachePolicy) -> AsyncThrowingStream<Loaded<SampleItemList>, any Error>) {
        self.items = items
    }

    /// A service whose every call fails, naming itself: what a test starts from.
    public static let unimplemented = SampleService(
        items: { _ in .failure(.unimplemented("SampleService.items")) })
}
