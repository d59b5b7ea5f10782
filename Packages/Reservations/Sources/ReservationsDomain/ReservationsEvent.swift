import Foundation

/// What happened in Reservations that an operator wants in the log: ids and
/// counts only, never a name, an email or a guest's notes.
public enum ReservationsEvent: Sendable, Equatable {
    case booked(reservationID: UUID, landmarkID: Int, ownerID: UUID, nights: Int)
    /// A valid booking that found a night full.
    case bookingRefused(landmarkID: Int, ownerID: UUID, fullNight: Day)
    case cancelled(reservationID: UUID, landmarkID: Int, ownerID: UUID)
}
