import FluentKit
import Foundation
import LandmarksDomain

/// The `landmarks` table.
///
/// `@unchecked Sendable` is safe here because FluentKit's property wrappers are
/// what make the class non-Sendable, and no instance is ever shared: the
/// favorites repository loads each model, reads it into a `Landmark` value and
/// drops it inside one call, on one task.
final class LandmarkModel: Model, @unchecked Sendable {
    static let schema = "landmarks"

    @ID(custom: "id", generatedBy: .database) var id: Int?
    @Field(key: "name") var name: String
    @Field(key: "park") var park: String
    @Field(key: "state") var state: String
    @Field(key: "category") var category: String
    @Field(key: "description") var summary: String
    @Field(key: "latitude") var latitude: Double
    @Field(key: "longitude") var longitude: Double
    @Field(key: "campsite_count") var campsiteCount: Int
    /// Name, park and state folded to lower case without accents, so a search is
    /// case- and accent-insensitive on SQLite and PostgreSQL alike.
    @Field(key: "search_text") var searchText: String
    /// An IANA identifier; added by `AddLandmarkTimeZones`.
    @Field(key: "time_zone") var timeZone: String
    /// US cents; added by `AddLandmarkNightlyFees`.
    @Field(key: "nightly_fee_cents") var nightlyFeeCents: Int
    /// US cents; these three added by `AddSiteFees`.
    @Field(key: "rv_fee_cents") var rvFeeCents: Int
    @Field(key: "group_fee_cents") var groupFeeCents: Int
    @Field(key: "walk_in_fee_cents") var walkInFeeCents: Int
    /// These three added by `AddBookingWindows`.
    @Field(key: "window_months_ahead") var windowMonthsAhead: Int
    @OptionalField(key: "window_release_day") var windowReleaseDay: Int?
    @Field(key: "window_opens_minute") var windowOpensMinute: Int

    init() {}

    /// A stored row as a domain value; a row the domain would not accept is
    /// reported, never crashed on.
    func landmark() throws -> Landmark {
        guard let id else { throw LandmarksError.invalidRecord("a landmark row has no id") }
        guard let category = LandmarkCategory(rawValue: category) else {
            throw LandmarksError.invalidRecord("landmark \(id) has unknown category \(category)")
        }
        guard let zone = TimeZone(identifier: timeZone) else {
            throw LandmarksError.invalidRecord("landmark \(id) has unknown time zone \(timeZone.prefix(40))")
        }
        var landmark = Landmark(
            id: id, name: name, park: park, state: state, category: category, description: summary,
            coordinate: try Coordinate(latitude: latitude, longitude: longitude), campsiteCount: campsiteCount,
            timeZone: zone,
            siteFees: SiteFees(tent: nightlyFeeCents, rv: rvFeeCents, group: groupFeeCents, walkIn: walkInFeeCents))
        landmark.bookingOpening = try AddBookingWindows.opening(
            of: id, monthsAhead: windowMonthsAhead, releaseDay: windowReleaseDay, minuteOfDay: windowOpensMinute)
        return landmark
    }
}
