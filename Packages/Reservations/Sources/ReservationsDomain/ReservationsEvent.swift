import Foundation

/// What happened in Reservations that an operator wants in the log: ids and
/// counts only, never a name, an email or a guest's notes.
public enum ReservationsEvent: Sendable, Equatable {
    /// A stay was booked.
    case booked(reservationID: UUID, landmarkID: Int, ownerID: UUID, nights: Int)
    /// A valid booking that found a night full.
    case bookingRefused(landmarkID: Int, ownerID: UUID, fullNight: Day)
    /// A valid booking that one account's limits refused.
    case bookingOverLimit(landmarkID: Int, ownerID: UUID, limit: Limit)
    /// A stay was cancelled.
    case cancelled(reservationID: UUID, landmarkID: Int, ownerID: UUID)

    /// Which of `BookingLimits` a booking ran into.
    public enum Limit: String, Sendable, Equatable {
        /// The account already has a stay there sharing a night.
        case overlappingStay = "overlapping_stay"
        /// The account holds as many upcoming stays as it may.
        case upcomingStays = "upcoming_stays"
    }
}
