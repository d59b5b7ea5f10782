import Foundation
import LandmarksDomain
import Route

/// One landmark as another feature may know it: plain values, so nothing of
/// Landmarks' domain leaks out (ADR 0112).
public struct LandmarkFacts: Sendable, Equatable {
    /// The landmark's id.
    public var id: Int
    /// Its name.
    public var name: String
    /// How many campsites it has now: as many as `sites`.
    public var campsites: Int { sites.count }
    /// Its numbered campsites, in map order.
    public var sites: [SiteFacts]
    /// Its own page.
    public var location: Location
    /// Where its clocks are.
    public var timeZone: TimeZone
    /// What a tent site costs a night now, in US cents (each site says its own).
    public var nightlyFee: Int
    /// Where it is: degrees north of the equator (south is negative).
    public var latitude: Double
    /// Degrees east of Greenwich (west is negative).
    public var longitude: Double
    /// When its nights open for booking.
    public var opening = OpeningFacts(monthsAhead: 6, releaseDay: nil, hour: 10, minute: 0)

    /// A landmark with these values.
    public init(
        id: Int, name: String, sites: [SiteFacts], location: Location, timeZone: TimeZone, nightlyFee: Int,
        latitude: Double, longitude: Double
    ) {
        self.id = id
        self.name = name
        self.sites = sites
        self.location = location
        self.timeZone = timeZone
        self.nightlyFee = nightlyFee
        self.latitude = latitude
        self.longitude = longitude
    }
}

extension LandmarkFacts {
    /// The facts of a landmark of the catalogue and its sites.
    init(_ landmark: Landmark, sites: [Campsite]) {
        self.init(
            id: landmark.id, name: landmark.name,
            sites: sites.map {
                SiteFacts(
                    number: $0.number, kind: $0.kind.rawValue, maxPeople: $0.maxPeople, maxVehicles: $0.maxVehicles,
                    accessible: $0.accessible, nightlyFee: landmark.siteFees[$0.kind])
            },
            location: LandmarksPage.detail(id: landmark.id).location, timeZone: landmark.timeZone,
            nightlyFee: landmark.nightlyFee, latitude: landmark.coordinate.latitude,
            longitude: landmark.coordinate.longitude)
        let opening = landmark.bookingOpening
        self.opening = OpeningFacts(
            monthsAhead: opening.monthsAhead, releaseDay: opening.releaseDay, hour: opening.minuteOfDay / 60,
            minute: opening.minuteOfDay % 60)
    }
}
