import APIClient

/// Everything this feature's screens ask of the outside world, as closures:
/// the live value talks to the server through a cache, the mock one answers
/// from memory, and the unimplemented one fails naming whichever closure a
/// test forgot to set.
public struct SampleService: Sendable {
    public var items: @Sendable (CachePolicy) -> AsyncThrowingStream<Loaded<SampleItemList>, any Error>

    public init(items: @escaping @Sendable (CachePolicy) -> AsyncThrowingStream<Loaded<SampleItemList>, any Error>) {
        self.items = items
    }

    public static let unimplemented = SampleService(
        items: { _ in .failure(.unimplemented("SampleService.items")) })
}
