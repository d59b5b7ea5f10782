import Foundation

/// Cancels one's own reservation before its stay begins, and frees its nights.
public struct CancelReservation: Sendable {
    let reservations: any ReservationRepository
    let today: @Sendable () -> Day

    public init(reservations: any ReservationRepository, today: @escaping @Sendable () -> Day) {
        self.reservations = reservations
        self.today = today
    }

    /// The cancelled reservation. Cancelling one already cancelled answers the
    /// same, so a retried request is harmless.
    public func callAsFunction(id: UUID, owner: UUID) async throws -> Reservation {
        guard let current = try await reservations.reservation(id: id, owner: owner) else {
            throw ReservationsError.reservationNotFound
        }
        if current.status == .cancelled { return current }
        guard current.stay.checkIn >= today() else { throw ReservationsError.alreadyBegun }
        guard let cancelled = try await reservations.cancel(id: id, owner: owner) else {
            throw ReservationsError.reservationNotFound
        }
        return cancelled
    }
}
