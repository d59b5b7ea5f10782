import API
internal import ReservationsDomain

/// Free campsites per night at a landmark for one month.
public struct AvailabilityDTO: Codable, Sendable, Equatable {
    /// One night of the month.
    public struct Night: Codable, Sendable, Equatable {
        /// The night, `YYYY-MM-DD`, by the day it starts on.
        public var date: String
        /// How many campsites are free that night.
        public var free: Int
        /// Whether a stay can start that night (not past, not too far ahead).
        public var bookable: Bool

        /// A night with these values.
        public init(date: String, free: Int, bookable: Bool) {
            self.date = date
            self.free = free
            self.bookable = bookable
        }
    }

    /// The landmark's id.
    public var landmarkId: Int
    /// The landmark's name.
    public var landmarkName: String
    /// How many campsites it has.
    public var campsites: Int
    /// `YYYY-MM`.
    public var month: String
    /// The landmark's time zone (IANA, `America/Denver`): its nights, today
    /// and the cancel cut-off follow its calendar.
    public var timeZone: String
    /// Today at the landmark, `YYYY-MM-DD`: nights before it are past.
    public var today: String
    /// Every night of the month, in order.
    public var nights: [Night]
    /// With a kind or a party asked about: how many of the sites count, the
    /// most a night can then have free. Nil when every site is counted.
    public var sitesForParty: Int?

    /// A month with these values.
    public init(
        landmarkId: Int, landmarkName: String, campsites: Int, month: String, timeZone: String, today: String,
        nights: [Night], sitesForParty: Int? = nil
    ) {
        self.landmarkId = landmarkId
        self.landmarkName = landmarkName
        self.campsites = campsites
        self.month = month
        self.timeZone = timeZone
        self.today = today
        self.nights = nights
        self.sitesForParty = sitesForParty
    }

}

extension AvailabilityDTO: DocumentedFields {
    /// What the API contract says of each field.
    public static let fieldDocumentation: [String: JSONSchema] = [
        "landmarkId": .note("The landmark's id.", minimum: 1),
        "landmarkName": .note("The landmark's name."),
        "campsites": .note("How many campsites it has: the most a night can have free.", minimum: 0),
        "month": .note("The month shown, `YYYY-MM`.", pattern: Month.shownPattern),
        "timeZone": .note(
            "The landmark's time zone (IANA, `America/Denver`): its nights, today and the cancel cut-off follow its"
                + " calendar."
        ),
        "today": .note("Today at the landmark, `YYYY-MM-DD`: nights before it are past.", format: "date"),
        "nights": .note("Every night of the month, in order."),
        "sitesForParty": .note(
            "With `kind` or `guests` asked: how many sites count, the most a night can then have free; absent"
                + " when every site is counted.", minimum: 0),
    ]
}

extension AvailabilityDTO.Night: DocumentedFields {
    /// What the API contract says of each field.
    public static let fieldDocumentation: [String: JSONSchema] = [
        "date": .note("The night, `YYYY-MM-DD`: a stay on it leaves the next morning.", format: "date"),
        "free": .note(
            "How many campsites (of those counted, with `kind` or `guests`) are free that night.", minimum: 0),
        "bookable": .note("Whether a stay can start that night (not past, not too far ahead)."),
    ]
}
