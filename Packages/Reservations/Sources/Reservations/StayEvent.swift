import Foundation
import ReservationsDomain

/// A stay booked or cancelled, as Reservations publishes it after the
/// change commits (ADR 0121): the reservation's facts, by id and number.
/// What a person reads about it is `ReservationsAppFactory.describe(_:)`'s.
public struct StayEvent: Codable, Sendable, Equatable {
    public var reservationID: UUID
    /// Whose stay it is.
    public var ownerID: UUID
    public var landmarkID: Int
    /// The first night and the morning of leaving, `YYYY-MM-DD`.
    public var checkIn: String
    public var checkOut: String
    public var guests: Int
    /// US cents, as booked.
    public var nightlyFeeCents: Int
    public var totalCents: Int
    public var confirmationCode: String

    init(_ reservation: Reservation) {
        reservationID = reservation.id
        ownerID = reservation.ownerID
        landmarkID = reservation.landmarkID
        checkIn = reservation.stay.checkIn.iso
        checkOut = reservation.stay.checkOut.iso
        guests = reservation.guests
        nightlyFeeCents = reservation.nightlyFee
        totalCents = reservation.total
        confirmationCode = reservation.confirmationCode.value
    }
}
