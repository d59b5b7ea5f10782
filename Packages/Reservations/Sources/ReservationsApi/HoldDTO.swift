import API
import Foundation
internal import ReservationsDomain

/// A hold as the API shows it: what it keeps, what confirming it costs, and
/// until when.
public struct HoldDTO: Codable, Sendable, Equatable {
    /// The hold's id; the reservation confirming it makes has the same one.
    public var id: UUID
    /// The landmark the site is at.
    public var landmarkId: Int
    /// Nil when the landmark is no longer known.
    public var landmarkName: String?
    /// The site kept, such as `A12`.
    public var siteNumber: String
    /// The night of arriving, `YYYY-MM-DD`.
    public var checkIn: String
    /// The morning of leaving, `YYYY-MM-DD`.
    public var checkOut: String
    /// How many nights: from check-in to check-out.
    public var nights: Int
    /// How many people stay.
    public var guests: Int
    /// How many vehicles come.
    public var vehicles: Int
    /// Notes for the ranger, kept for the reservation.
    public var notes: String
    /// What one night costs when confirmed, in US cents.
    public var nightlyFeeCents: Int
    /// What the stay costs when confirmed, in US cents.
    public var totalCents: Int
    /// The code the reservation will carry.
    public var confirmationCode: String
    /// The first instant the hold keeps nothing.
    public var heldUntil: Date
    /// Whole seconds left when the answer was made.
    public var secondsLeft: Int

    /// A record with these values.
    public init(
        id: UUID, landmarkId: Int, landmarkName: String?, siteNumber: String, checkIn: String, checkOut: String,
        nights: Int, guests: Int, vehicles: Int, notes: String, nightlyFeeCents: Int, totalCents: Int,
        confirmationCode: String, heldUntil: Date, secondsLeft: Int
    ) {
        self.id = id
        self.landmarkId = landmarkId
        self.landmarkName = landmarkName
        self.siteNumber = siteNumber
        self.checkIn = checkIn
        self.checkOut = checkOut
        self.nights = nights
        self.guests = guests
        self.vehicles = vehicles
        self.notes = notes
        self.nightlyFeeCents = nightlyFeeCents
        self.totalCents = totalCents
        self.confirmationCode = confirmationCode
        self.heldUntil = heldUntil
        self.secondsLeft = secondsLeft
    }
}

extension HoldDTO: DocumentedFields {
    /// What the API contract says of each field.
    public static let fieldDocumentation: [String: JSONSchema] = [
        "id": .note("The hold's id, for its confirm and its release; the reservation it makes has the same one."),
        "landmarkId": .note("The landmark.", minimum: 1),
        "landmarkName": .note("The landmark's name; absent when the landmark is no longer known."),
        "siteNumber": .note("The site kept (`A12`)."),
        "checkIn": .note("The first night, `YYYY-MM-DD`, at the landmark.", format: "date"),
        "checkOut": .note("The morning of leaving, `YYYY-MM-DD`.", format: "date"),
        "nights": .note("How many nights: from `checkIn` to `checkOut`.", minimum: 1),
        "guests": .note(
            "How many people stay.", minimum: BookingRules.guests.lowerBound, maximum: BookingRules.guests.upperBound),
        "vehicles": .note("How many vehicles come.", minimum: 0),
        "notes": .note("What the guest told the rangers; empty when nothing."),
        "nightlyFeeCents": .note("What one night costs when the hold is confirmed, in US cents.", minimum: 0),
        "totalCents": .note("What the stay costs when the hold is confirmed, in US cents.", minimum: 0),
        "confirmationCode": .note("The code the reservation will carry (`K7QM-3XPD`)."),
        "heldUntil": .note("The first instant the hold keeps nothing: confirm before it."),
        "secondsLeft": .note("Whole seconds left when the answer was made, rounded up.", minimum: 0),
    ]
}
