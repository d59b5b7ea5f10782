import APIClient
import Observation

/// The landmark list screen's state: what it shows, where that came from,
/// and whether the refresh after a cached answer failed.
@Observable @MainActor
public final class LandmarkListStore {
    /// The list as last loaded.
    public private(set) var state: LoadState<LandmarkList> = .idle
    /// Set when a cached list is shown and fetching a fresh one failed.
    public private(set) var refreshFailure: APIClientError?
    /// What the list shows; set it, then `load`.
    public var query: LandmarkQuery
    @ObservationIgnored private let service: LandmarkService

    /// A store for `query`, asking `service`.
    public init(service: LandmarkService, query: LandmarkQuery = LandmarkQuery()) {
        self.service = service
        self.query = query
    }

    /// Loads the list by `policy`, the cache's answer first by default.
    public func load(policy: CachePolicy = .cacheThenFetch) async {
        refreshFailure = await LoadState.follow(service.list(query, policy)) { state = $0 }
    }
}
