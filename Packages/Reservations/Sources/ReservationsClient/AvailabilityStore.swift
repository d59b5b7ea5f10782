import APIClient
import Observation
import ReservationsDomain

/// A landmark's availability calendar, a month at a time.
@Observable @MainActor
public final class AvailabilityStore {
    public let landmarkID: Int
    public var month: Month
    public private(set) var state: LoadState<MonthAvailability> = .idle
    public private(set) var refreshFailure: APIClientError?
    @ObservationIgnored private let service: ReservationService

    public init(landmarkID: Int, month: Month, service: ReservationService) {
        self.landmarkID = landmarkID
        self.month = month
        self.service = service
    }

    public func load(policy: CachePolicy = .cacheThenFetch) async {
        refreshFailure = await LoadState.follow(service.availability(landmarkID, month, policy)) { state = $0 }
    }
}
