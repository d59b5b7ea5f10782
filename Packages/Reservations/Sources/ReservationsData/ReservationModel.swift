import FluentKit
import Foundation
import ReservationsDomain

/// A row of `reservations`. Nights are `YYYY-MM-DD` text, which sorts and
/// compares as dates on SQLite and PostgreSQL alike.
final class ReservationModel: Model, @unchecked Sendable {
    // @unchecked: FluentKit's property wrappers are not Sendable. A model is
    // made, filled and read inside one repository call and never shared
    // between tasks; the repository hands out domain values instead.
    static let schema = "reservations"

    @ID(key: .id) var id: UUID?
    @Field(key: "landmark_id") var landmarkID: Int
    @Field(key: "owner_id") var ownerID: UUID
    @Field(key: "check_in") var checkIn: String
    @Field(key: "check_out") var checkOut: String
    @Field(key: "guests") var guests: Int
    @Field(key: "notes") var notes: String
    @Field(key: "status") var status: String
    @Field(key: "created_at") var createdAt: Date
    /// US cents; added by `AddReservationPrices`, like the two below.
    @Field(key: "nightly_fee_cents") var nightlyFeeCents: Int
    @Field(key: "total_cents") var totalCents: Int
    @Field(key: "confirmation_code") var confirmationCode: String
    /// Added by `AddSiteNights`; nil only before it gave old stays a site.
    @OptionalField(key: "site_number") var siteNumber: String?

    init() {}

    init(_ reservation: Reservation) {
        id = reservation.id
        landmarkID = reservation.landmarkID
        ownerID = reservation.ownerID
        checkIn = reservation.stay.checkIn.iso
        checkOut = reservation.stay.checkOut.iso
        guests = reservation.guests
        notes = reservation.notes
        status = reservation.status.rawValue
        createdAt = reservation.createdAt
        nightlyFeeCents = reservation.nightlyFee
        totalCents = reservation.total
        confirmationCode = reservation.confirmationCode.value
        siteNumber = reservation.siteNumber
    }

    /// The domain value; a row that breaks the rules is reported, not trusted.
    func reservation() throws(ReservationsError) -> Reservation {
        guard let id else { throw .invalidRecord("a reservation row has no id") }
        guard let checkIn = Day(iso: checkIn), let checkOut = Day(iso: checkOut), checkOut > checkIn else {
            throw .invalidRecord("reservation \(id) has dates \(checkIn)..\(checkOut)")
        }
        guard let status = ReservationStatus(rawValue: status) else {
            throw .invalidRecord("reservation \(id) has status \"\(status)\"")
        }
        guard let code = ConfirmationCode(confirmationCode) else {
            throw .invalidRecord("reservation \(id) has confirmation code \"\(confirmationCode.prefix(20))\"")
        }
        return Reservation(
            id: id, landmarkID: landmarkID, ownerID: ownerID, stay: Stay(checkIn: checkIn, checkOut: checkOut),
            guests: guests, notes: notes, status: status, createdAt: createdAt, nightlyFee: nightlyFeeCents,
            total: totalCents, confirmationCode: code, siteNumber: siteNumber)
    }
}
