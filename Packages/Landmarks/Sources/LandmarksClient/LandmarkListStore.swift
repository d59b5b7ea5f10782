import APIClient
import Observation

/// The landmark list screen's state: what it shows, where that came from,
/// and whether the refresh after a cached answer failed.
@Observable @MainActor
public final class LandmarkListStore {
    public private(set) var state: LoadState<LandmarkList> = .idle
    /// Set when a cached list is shown and fetching a fresh one failed.
    public private(set) var refreshFailure: APIClientError?
    public var query: LandmarkQuery
    @ObservationIgnored private let service: LandmarkService

    public init(service: LandmarkService, query: LandmarkQuery = LandmarkQuery()) {
        self.service = service
        self.query = query
    }

    public func load(policy: CachePolicy = .cacheThenFetch) async {
        refreshFailure = await LoadState.follow(service.list(query, policy)) { state = $0 }
    }
}
