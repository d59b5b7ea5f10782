import Foundation

/// Cancels one's own reservation until the day before its check-in day (by
/// the landmark's calendar), and frees its nights.
package struct CancelReservation: Sendable {
    let reservations: any ReservationRepository
    let landmarks: any LandmarkDirectory
    let today: Today
    let record: @Sendable (ReservationsEvent) -> Void

    package init(
        reservations: any ReservationRepository, landmarks: any LandmarkDirectory, today: Today,
        record: @escaping @Sendable (ReservationsEvent) -> Void
    ) {
        self.reservations = reservations
        self.landmarks = landmarks
        self.today = today
        self.record = record
    }

    /// The cancelled reservation. Cancelling one already cancelled answers the
    /// same, so a retried request is harmless.
    package func callAsFunction(id: UUID, owner: UUID) async throws -> Reservation {
        guard let current = try await reservations.reservation(id: id, owner: owner) else {
            throw ReservationsError.reservationNotFound
        }
        if current.status == .cancelled { return current }
        let landmark = try await landmarks.landmark(id: current.landmarkID)
        guard current.canBeCancelled(today: today.at(landmark)) else { throw ReservationsError.tooLateToCancel }
        guard let cancelled = try await reservations.cancel(id: id, owner: owner) else {
            throw ReservationsError.reservationNotFound
        }
        record(.cancelled(reservationID: id, landmarkID: cancelled.landmarkID, ownerID: owner))
        return cancelled
    }
}
