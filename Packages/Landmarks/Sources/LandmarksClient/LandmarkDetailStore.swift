import APIClient
import Observation

/// One landmark's screen: the landmark, and keeping it as a favorite.
@Observable @MainActor
public final class LandmarkDetailStore {
    public let id: Int
    public private(set) var state: LoadState<LandmarkListing> = .idle
    public private(set) var refreshFailure: APIClientError?
    /// Why the last favorite change failed, if it did.
    public private(set) var favoriteFailure: APIClientError?
    @ObservationIgnored private let service: LandmarkService

    public init(id: Int, service: LandmarkService) {
        self.id = id
        self.service = service
    }

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
