import APIClient
import Observation

/// The item list screen's state: what it shows, where that came from, and
/// whether the refresh after a cached answer failed.
@Observable @MainActor
public final class SampleItemsStore {
    /// The items as last loaded.
    public private(set) var state: LoadState<SampleItemList> = .idle
    /// Set when a cached list is shown and fetching a fresh one failed.
    public private(set) var refreshFailure: APIClientError?
    @ObservationIgnored private let service: SampleService

    /// A store that asks `service`.
    public init(service: SampleService) {
        self.service = service
    }

    /// Loads the items by `policy`, the cache's answer first by default.
    public func load(policy: CachePolicy = .cacheThenFetch) async {
        refreshFailure = await LoadState.follow(service.items(policy)) { state = $0 }
    }
}
