import APIClient
import Foundation
import Observation
import ReservationsDomain

/// The caller's reservations screen: the list, booking and cancelling.
@Observable @MainActor
public final class ReservationsStore {
    public private(set) var mine: LoadState<BookedStays> = .idle
    public private(set) var refreshFailure: APIClientError?
    /// Why the last booking or cancellation failed (a full night is a 409
    /// naming it; bad fields a 422 naming each).
    public private(set) var actionFailure: APIClientError?
    @ObservationIgnored private let service: ReservationService

    public init(service: ReservationService) {
        self.service = service
    }

    public func load(policy: CachePolicy = .cacheThenFetch) async {
        refreshFailure = await LoadState.follow(service.mine(policy)) { mine = $0 }
    }

    @discardableResult
    public func book(_ request: BookingRequest) async -> BookedStay? {
        await act { try await service.book(request) }
    }

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
