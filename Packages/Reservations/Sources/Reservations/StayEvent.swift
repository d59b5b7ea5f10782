import Foundation
import ReservationsDomain

/// A stay booked or cancelled, as Reservations publishes it after the
/// change commits (ADR 0129): the reservation's facts, by id and number.
/// What a person reads about it is `ReservationsAppFactory.describe(_:)`'s.
public struct StayEvent: Codable, Sendable, Equatable {
    /// The reservation.
    public var reservationID: UUID
    /// Whose stay it is.
    public var ownerID: UUID
    /// Where the stay is.
    public var landmarkID: Int
    /// The first night, `YYYY-MM-DD`.
    public var checkIn: String
    /// The morning of leaving, `YYYY-MM-DD`.
    public var checkOut: String
    /// How many people.
    public var guests: Int
    /// The fee per night as booked, in US cents.
    public var nightlyFeeCents: Int
    /// The fee times the nights, in US cents.
    public var totalCents: Int
    /// The code people read out at the gate.
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
