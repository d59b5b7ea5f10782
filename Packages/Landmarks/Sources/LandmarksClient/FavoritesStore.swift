import APIClient
import Observation

/// The signed-in account's favorites.
@Observable @MainActor
public final class FavoritesStore {
    /// The signed-in account's favorites as last loaded.
    public private(set) var state: LoadState<LandmarkList> = .idle
    /// Why the last refresh failed, while what was shown stays.
    public private(set) var refreshFailure: APIClientError?
    @ObservationIgnored private let service: LandmarkService

    /// A store that asks `service`.
    public init(service: LandmarkService) {
        self.service = service
    }

    /// Loads the favorites by `policy`, the cache's answer first by default.
    public func load(policy: CachePolicy = .cacheThenFetch) async {
        refreshFailure = await LoadState.follow(service.favorites(policy)) { state = $0 }
    }
}
