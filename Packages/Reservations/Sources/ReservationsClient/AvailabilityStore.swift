import APIClient
import Observation
import ReservationsDomain

/// A landmark's availability calendar, a month at a time.
@Observable @MainActor
public final class AvailabilityStore {
    /// The landmark shown.
    public let landmarkID: Int
    /// The month shown; set it, then `load`.
    public var month: Month
    /// Which sites each night counts (every site by default); set it, then `load`.
    public var filter = SiteFilter()
    /// The month as last loaded.
    public private(set) var state: LoadState<MonthAvailability> = .idle
    /// Why the last refresh failed, while what was shown stays.
    public private(set) var refreshFailure: APIClientError?
    @ObservationIgnored private let service: ReservationService

    /// A store for `month` at landmark `landmarkID`, asking `service`.
    public init(landmarkID: Int, month: Month, service: ReservationService) {
        self.landmarkID = landmarkID
        self.month = month
        self.service = service
    }

    /// Loads the month by `policy`, the cache's answer first by default.
    public func load(policy: CachePolicy = .cacheThenFetch) async {
        refreshFailure = await LoadState.follow(service.availability(landmarkID, month, filter, policy)) { state = $0 }
    }
}
