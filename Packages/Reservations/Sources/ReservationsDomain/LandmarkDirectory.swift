import Foundation

/// What Reservations needs to know about a landmark. It comes from the host,
/// which asks the Landmarks feature; Reservations never imports it (ADR 0112).
public protocol LandmarkDirectory: Sendable {
    /// The landmark with this id, or nil when there is none.
    func landmark(id: Int) async throws -> BookableLandmark?

    /// Every landmark that has campsites, by id: what the search by dates
    /// judges at once.
    func landmarksWithCampsites() async throws -> [BookableLandmark]
}

/// A landmark as far as booking is concerned.
public struct BookableLandmark: Sendable, Equatable {
    /// The landmark's id.
    public var id: Int
    /// Its name.
    public var name: String
    /// How many campsites it has now: as many as `sites`.
    public var campsites: Int { sites.count }
    /// Its numbered sites, in map order.
    public var sites: [BookableSite]
    /// Its page, for links back to it.
    public var href: String
    /// Where its clocks are: its nights, "today" and the cancel cut-off follow it.
    public var timeZone: TimeZone
    /// What one campsite costs a night now, in US cents.
    public var nightlyFee: Int
    /// Where it is, for directions and a calendar entry; nil when not known.
    public var place: Place?
    /// When its nights open for booking.
    public var window: BookingWindow

    /// A point on Earth in decimal degrees (north and east positive).
    public struct Place: Sendable, Equatable {
        /// Degrees north of the equator (south is negative).
        public var latitude: Double
        /// Degrees east of Greenwich (west is negative).
        public var longitude: Double

        /// A point at these degrees.
        public init(latitude: Double, longitude: Double) {
            self.latitude = latitude
            self.longitude = longitude
        }
    }

    /// A landmark known by its campsite count alone: that many
    /// interchangeable sites (`BookableSite.interchangeable`), for examples
    /// and tests of rules other than sites.
    public init(
        id: Int, name: String, campsites: Int, href: String, timeZone: TimeZone, nightlyFee: Int = 0,
        place: Place? = nil, window: BookingWindow = .standard
    ) {
        self.init(
            id: id, name: name, sites: BookableSite.interchangeable(count: campsites), href: href, timeZone: timeZone,
            nightlyFee: nightlyFee, place: place, window: window)
    }

    /// A landmark with these values.
    public init(
        id: Int, name: String, sites: [BookableSite], href: String, timeZone: TimeZone, nightlyFee: Int = 0,
        place: Place? = nil, window: BookingWindow = .standard
    ) {
        self.window = window
        self.id = id
        self.name = name
        self.sites = sites
        self.href = href
        self.timeZone = timeZone
        self.nightlyFee = nightlyFee
        self.place = place
    }
}
