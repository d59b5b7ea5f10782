import APIClient
import Foundation
import Observation
import ReservationsDomain

/// The caller's reservations screen: the list, booking and cancelling.
@Observable @MainActor
public final class ReservationsStore {
    /// The caller's reservations as last loaded.
    public private(set) var mine: LoadState<BookedStays> = .idle
    /// Why the last refresh failed, while what was shown stays.
    public private(set) var refreshFailure: APIClientError?
    /// Why the last booking or cancellation failed (a full night is a 409
    /// naming it; bad fields a 422 naming each).
    public private(set) var actionFailure: APIClientError?
    @ObservationIgnored private let service: ReservationService

    /// A store that asks `service`.
    public init(service: ReservationService) {
        self.service = service
    }

    /// Loads the reservations by `policy`, the cache's answer first by default.
    public func load(policy: CachePolicy = .cacheThenFetch) async {
        refreshFailure = await LoadState.follow(service.mine(policy)) { mine = $0 }
    }

    /// Books a stay; nil (and the failure kept) when that failed.
    @discardableResult
    public func book(_ request: BookingRequest) async -> BookedStay? {
        await act { try await service.book(request) }
    }

    /// Cancels a reservation; nil (and the failure kept) when that failed.
    @discardableResult
    public func cancel(_ id: UUID) async -> BookedStay? {
        await act { try await service.cancel(id) }
    }

    /// Runs a change, then shows the list as the server now has it.
    private func act(_ change: () async throws -> BookedStay) async -> BookedStay? {
        do {
            let stay = try await change()
            actionFailure = nil
            await load(policy: .networkOnly)
            return stay
        } catch {
            actionFailure = APIClientError(error)
            return nil
        }
    }
}
