import APIClient
import Observation

/// The "mail sent to you" screen's state: what it shows, where that came
/// from, and whether the refresh after a cached answer failed.
@Observable @MainActor
public final class SentMailStore {
    /// The mail as last loaded.
    public private(set) var state: LoadState<SentMailList> = .idle
    /// Set when a cached list is shown and fetching a fresh one failed.
    public private(set) var refreshFailure: APIClientError?
    @ObservationIgnored private let service: NotificationsService

    /// A store that asks `service`.
    public init(service: NotificationsService) {
        self.service = service
    }

    /// Loads the mail by `policy`, the cache's answer first by default.
    public func load(policy: CachePolicy = .cacheThenFetch) async {
        refreshFailure = await LoadState.follow(service.sentMail(policy)) { state = $0 }
    }
}
