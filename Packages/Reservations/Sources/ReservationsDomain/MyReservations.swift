import Foundation

/// A person's own reservations: only ever theirs.
public struct MyReservations: Sendable {
    let reservations: any ReservationRepository
    let today: @Sendable () -> Day

    public init(reservations: any ReservationRepository, today: @escaping @Sendable () -> Day) {
        self.reservations = reservations
        self.today = today
    }

    /// Upcoming ones soonest first, past ones most recent first.
    public func list(owner: UUID, landmarkID: Int? = nil) async throws -> (upcoming: [Reservation], past: [Reservation]) {
        let all = try await reservations.reservations(owner: owner, landmarkID: landmarkID)
        let today = today()
        let upcoming = all.filter { $0.isUpcoming(today: today) }.sorted { $0.stay.checkIn < $1.stay.checkIn }
        let past = all.filter { !$0.isUpcoming(today: today) }.sorted { $0.stay.checkIn > $1.stay.checkIn }
        return (upcoming, past)
    }

    /// Throws `.reservationNotFound` for someone else's, exactly as for none.
    public func reservation(id: UUID, owner: UUID) async throws -> Reservation {
        guard let reservation = try await reservations.reservation(id: id, owner: owner) else {
            throw ReservationsError.reservationNotFound
        }
        return reservation
    }

    /// Whether it can still be cancelled today.
    public func canCancel(_ reservation: Reservation) -> Bool {
        reservation.status != .cancelled && reservation.stay.checkIn >= today()
    }
}
