import API
import Foundation
internal import ReservationsDomain

/// An alert (a watched stay) as the API shows it: the caller is mailed each
/// time a change makes every night of it bookable, until its check-in day
/// has passed or it is ended.
public struct AlertDTO: Codable, Sendable, Equatable {
    /// The alert's id, for `DELETE /api/v1/alerts/{id}`.
    public var id: UUID
    /// The landmark.
    public var landmarkId: Int
    /// Nil when the landmark is no longer known.
    public var landmarkName: String?
    /// The first night, `YYYY-MM-DD`.
    public var checkIn: String
    /// The morning of leaving, `YYYY-MM-DD`.
    public var checkOut: String
    /// How many nights.
    public var nights: Int
    /// How many people.
    public var guests: Int
    /// When it was asked for.
    public var createdAt: Date

    /// A record with these values.
    public init(
        id: UUID, landmarkId: Int, landmarkName: String?, checkIn: String, checkOut: String, nights: Int, guests: Int,
        createdAt: Date
    ) {
        self.id = id
        self.landmarkId = landmarkId
        self.landmarkName = landmarkName
        self.checkIn = checkIn
        self.checkOut = checkOut
        self.nights = nights
        self.guests = guests
        self.createdAt = createdAt
    }
}

extension AlertDTO: DocumentedFields {
    /// What the API contract says of each field.
    public static let fieldDocumentation: [String: JSONSchema] = [
        "id": .note("The alert's id, for `DELETE /api/v1/alerts/{id}`."),
        "landmarkId": .note("The landmark watched.", minimum: 1),
        "landmarkName": .note("The landmark's name; absent when the landmark is no longer known."),
        "checkIn": .note("The first night wanted, `YYYY-MM-DD`, at the landmark.", format: "date"),
        "checkOut": .note("The morning of leaving, `YYYY-MM-DD`.", format: "date"),
        "nights": .note("How many nights: from `checkIn` to `checkOut`.", minimum: 1),
        "guests": .note(
            "How many people would stay.", minimum: BookingRules.guests.lowerBound,
            maximum: BookingRules.guests.upperBound),
        "createdAt": .note("When it was asked for."),
    ]
}
