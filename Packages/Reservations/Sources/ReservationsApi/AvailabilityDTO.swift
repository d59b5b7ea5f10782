/// Free campsites per night at a landmark for one month.
public struct AvailabilityDTO: Codable, Sendable, Equatable {
    public struct Night: Codable, Sendable, Equatable {
        public var date: String
        public var free: Int
        /// Whether a stay can start that night (not past, not too far ahead).
        public var bookable: Bool

        public init(date: String, free: Int, bookable: Bool) {
            self.date = date
            self.free = free
            self.bookable = bookable
        }
    }

    public var landmarkId: Int
    public var landmarkName: String
    public var campsites: Int
    /// `YYYY-MM`.
    public var month: String
    /// The landmark's time zone (IANA, `America/Denver`): its nights, today
    /// and the cancel cut-off follow its calendar.
    public var timeZone: String
    /// Today at the landmark, `YYYY-MM-DD`: nights before it are past.
    public var today: String
    public var nights: [Night]

    public init(
        landmarkId: Int, landmarkName: String, campsites: Int, month: String, timeZone: String, today: String,
        nights: [Night]
    ) {
        self.landmarkId = landmarkId
        self.landmarkName = landmarkName
        self.campsites = campsites
        self.month = month
        self.timeZone = timeZone
        self.today = today
        self.nights = nights
    }

}
