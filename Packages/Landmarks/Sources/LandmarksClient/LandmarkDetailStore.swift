import APIClient
import Observation

/// One landmark's screen: the landmark, and keeping it as a favorite.
@Observable @MainActor
public final class LandmarkDetailStore {
    /// The landmark's id.
    public let id: Int
    /// The landmark as last loaded.
    public private(set) var state: LoadState<LandmarkListing> = .idle
    /// Why the last refresh failed, while what was shown stays.
    public private(set) var refreshFailure: APIClientError?
    /// Why the last favorite change failed, if it did.
    public private(set) var favoriteFailure: APIClientError?
    @ObservationIgnored private let service: LandmarkService

    /// A store for the landmark `id`, asking `service`.
    public init(id: Int, service: LandmarkService) {
        self.id = id
        self.service = service
    }

    /// Loads the landmark by `policy`, the cache's answer first by default.
    public func load(policy: CachePolicy = .cacheThenFetch) async {
        refreshFailure = await LoadState.follow(service.landmark(id, policy)) { state = $0 }
    }

    /// Keeps or forgets the landmark, then shows it as the server now has it.
    public func setFavorite(_ keep: Bool) async {
        do {
            try await service.setFavorite(id, keep)
            favoriteFailure = nil
            await load(policy: .networkOnly)
        } catch {
            favoriteFailure = APIClientError(error)
        }
    }
}
