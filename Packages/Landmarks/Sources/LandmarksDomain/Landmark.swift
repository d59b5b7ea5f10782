import Foundation

/// A place people can visit and camp at.
public struct Landmark: Sendable, Equatable, Identifiable {
    public var id: Int
    /// Its name, as people know it.
    public var name: String
    /// The park, city or region it belongs to, and its state.
    public var park: String
    /// The US state it is in.
    public var state: String
    /// What kind of place it is.
    public var category: LandmarkCategory
    /// A paragraph about it.
    public var description: String
    /// Where it is.
    public var coordinate: Coordinate
    /// How many campsites can be booked for one night.
    public var campsiteCount: Int
    /// Where its clocks are: a night there is named by its own calendar.
    public var timeZone: TimeZone
    /// What each kind of its sites costs for one night, in US cents.
    public var siteFees: SiteFees
    /// When its nights open for booking.
    public var bookingOpening: BookingOpening = .standard
    /// What a tent site costs for one night, in US cents: the price a list
    /// of landmarks shows.
    public var nightlyFee: Int {
        get { siteFees.tent }
        set { siteFees.tent = newValue }
    }

    /// Without a `nightlyFee`, a tent site costs what its category usually
    /// charges; without `siteFees`, the other kinds are priced from it
    /// (`SiteFees.usual(tent:)`).
    public init(
        id: Int, name: String, park: String, state: String, category: LandmarkCategory,
        description: String, coordinate: Coordinate, campsiteCount: Int, timeZone: TimeZone, nightlyFee: Int? = nil,
        siteFees: SiteFees? = nil
    ) {
        self.id = id
        self.name = name
        self.park = park
        self.state = state
        self.category = category
        self.description = description
        self.coordinate = coordinate
        self.campsiteCount = campsiteCount
        self.timeZone = timeZone
        self.siteFees = siteFees ?? .usual(tent: nightlyFee ?? category.usualNightlyFee)
    }
}

/// A point on Earth in decimal degrees.
public struct Coordinate: Sendable, Hashable {
    /// Degrees north of the equator (south is negative), from -90 to 90.
    public var latitude: Double
    /// Degrees east of Greenwich (west is negative), from -180 to 180.
    public var longitude: Double

    /// Refuses values off the globe, so a bad record never reaches a map.
    public init(latitude: Double, longitude: Double) throws(LandmarksError) {
        guard (-90...90).contains(latitude), (-180...180).contains(longitude) else {
            throw .invalidCoordinate(latitude: latitude, longitude: longitude)
        }
        self.latitude = latitude
        self.longitude = longitude
    }
}
