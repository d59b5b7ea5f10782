import APIClient

/// Everything a Landmarks screen asks of the outside world, as closures: the
/// live value talks to the server through a cache, the mock one answers from
/// memory, and the unimplemented one fails naming whichever closure a test
/// forgot to set.
public struct LandmarkService: Sendable {
    /// One page of landmarks for a query, by a cache policy.
    public var list: @Sendable (LandmarkQuery, CachePolicy) -> AsyncThrowingStream<Loaded<LandmarkList>, any Error>
    /// One landmark, by a cache policy.
    public var landmark: @Sendable (_ id: Int, CachePolicy) -> AsyncThrowingStream<Loaded<LandmarkListing>, any Error>
    /// The signed-in account's favorites, by name.
    public var favorites: @Sendable (CachePolicy) -> AsyncThrowingStream<Loaded<LandmarkList>, any Error>
    /// Keeps (true) or forgets (false) a favorite; again changes nothing.
    public var setFavorite: @Sendable (_ id: Int, _ keep: Bool) async throws -> Void
    /// A landmark's numbered campsites with their fees, in map order; none
    /// where nobody camps.
    public var sites: @Sendable (_ id: Int) async throws -> [SiteListing]

    /// A service from its closures.
    public init(
        list: @escaping @Sendable (LandmarkQuery, CachePolicy) -> AsyncThrowingStream<Loaded<LandmarkList>, any Error>,
        landmark: @escaping @Sendable (Int, CachePolicy) -> AsyncThrowingStream<Loaded<LandmarkListing>, any Error>,
        favorites: @escaping @Sendable (CachePolicy) -> AsyncThrowingStream<Loaded<LandmarkList>, any Error>,
        setFavorite: @escaping @Sendable (Int, Bool) async throws -> Void,
        sites: @escaping @Sendable (Int) async throws -> [SiteListing] = { _ in
            throw APIClientError.unimplemented("LandmarkService.sites")
        }
    ) {
        self.list = list
        self.landmark = landmark
        self.favorites = favorites
        self.setFavorite = setFavorite
        self.sites = sites
    }

    /// A service whose every call fails, naming itself: what a test starts from.
    public static let unimplemented = LandmarkService(
        list: { _, _ in .failure(.unimplemented("LandmarkService.list")) },
        landmark: { _, _ in .failure(.unimplemented("LandmarkService.landmark")) },
        favorites: { _ in .failure(.unimplemented("LandmarkService.favorites")) },
        setFavorite: { _, _ in throw APIClientError.unimplemented("LandmarkService.setFavorite") })
}
