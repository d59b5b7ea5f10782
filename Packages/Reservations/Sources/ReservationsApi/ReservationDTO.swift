import API
import Foundation
internal import ReservationsDomain

/// A reservation as the API shows it. Dates are `YYYY-MM-DD`: nights have no
/// time of day.
public struct ReservationDTO: Codable, Sendable, Equatable {
    /// The reservation's id.
    public var id: UUID
    /// The landmark stayed at.
    public var landmarkId: Int
    /// Nil when the landmark is no longer known.
    public var landmarkName: String?
    /// The night of arriving, `YYYY-MM-DD`.
    public var checkIn: String
    /// The morning of leaving, `YYYY-MM-DD`.
    public var checkOut: String
    /// How many nights the stay has.
    public var nights: Int
    /// How many people stay.
    public var guests: Int
    /// Notes for the ranger.
    public var notes: String
    /// `confirmed` or `cancelled`.
    public var status: String
    /// When it was booked.
    public var createdAt: Date
    /// What one night cost when the stay was booked, in US cents.
    public var nightlyFeeCents: Int
    /// What the stay cost when it was booked (the fee times the nights), in US cents.
    public var totalCents: Int
    /// The short code people read out (`K7QM-3XPD`); unique.
    public var confirmationCode: String
    /// The campsite held, such as `A12`; absent from servers before sites.
    public var siteNumber: String?

    /// A record with these values.
    public init(
        id: UUID, landmarkId: Int, landmarkName: String?, checkIn: String, checkOut: String, nights: Int, guests: Int,
        notes: String, status: String, createdAt: Date, nightlyFeeCents: Int, totalCents: Int, confirmationCode: String,
        siteNumber: String? = nil
    ) {
        self.siteNumber = siteNumber
        self.id = id
        self.landmarkId = landmarkId
        self.landmarkName = landmarkName
        self.checkIn = checkIn
        self.checkOut = checkOut
        self.nights = nights
        self.guests = guests
        self.notes = notes
        self.status = status
        self.createdAt = createdAt
        self.nightlyFeeCents = nightlyFeeCents
        self.totalCents = totalCents
        self.confirmationCode = confirmationCode
    }

}

extension ReservationDTO: DocumentedFields {
    /// What the API contract says of each field.
    public static let fieldDocumentation: [String: JSONSchema] = [
        "id": .note("The reservation's id, for `GET /api/v1/reservations/{id}` and its cancel."),
        "landmarkId": .note("The landmark stayed at.", minimum: 1),
        "landmarkName": .note("The landmark's name; absent when the landmark is no longer known."),
        "checkIn": .note("The first night, `YYYY-MM-DD`, at the landmark.", format: "date"),
        "checkOut": .note("The morning of leaving, `YYYY-MM-DD`.", format: "date"),
        "nights": .note("How many nights: from `checkIn` to `checkOut`.", minimum: 1),
        "guests": .note(
            "How many people stay.", minimum: BookingRules.guests.lowerBound, maximum: BookingRules.guests.upperBound),
        "notes": .note("What the guest told the rangers; empty when nothing."),
        "status": .note(
            "`confirmed` (its nights are held) or `cancelled` (they are free again).",
            oneOf: ReservationStatus.allCases.map(\.rawValue)),
        "createdAt": .note("When it was booked."),
        "nightlyFeeCents": .note("What one night cost when the stay was booked, in US cents.", minimum: 0),
        "totalCents": .note(
            "What the stay cost when it was booked (the fee times the nights), in US cents.", minimum: 0),
        "confirmationCode": .note("The short code people read out (`K7QM-3XPD`); unique."),
        "siteNumber": .note(
            "The campsite the stay holds, as `GET /api/v1/landmarks/{id}/sites` lists it (`A12`); every stay booked"
                + " or migrated since sites exist has one."),
    ]
}
