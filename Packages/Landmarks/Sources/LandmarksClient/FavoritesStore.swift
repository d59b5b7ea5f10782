import APIClient
import Observation

/// The signed-in account's favorites.
@Observable @MainActor
public final class FavoritesStore {
    public private(set) var state: LoadState<LandmarkList> = .idle
    public private(set) var refreshFailure: APIClientError?
    @ObservationIgnored private let service: LandmarkService

    public init(service: LandmarkService) {
        self.service = service
    }

    public func load(policy: CachePolicy = .cacheThenFetch) async {
        refreshFailure = await LoadState.follow(service.favorites(policy)) { state = $0 }
    }
}
