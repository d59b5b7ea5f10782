import FluentKit
import FluentSQL
import Foundation
import LandmarksDomain

/// The catalogue as the database holds it, read in full on every call: the
/// source `CachedLandmarkRepository` refreshes from. Rows are read through
/// SQLKit, without hydrating Fluent models.
package struct FluentLandmarkRepository: LandmarkRepository {
    private let database: @Sendable () -> any Database

    package init(database: @escaping @Sendable () -> any Database) {
        self.database = database
    }

    package func catalogue() async throws -> LandmarkCatalogue {
        let sql = try sqlDatabase()
        // The revision first: rows newer than it are reread on the next
        // refresh, while rows older than it could never be told apart.
        let revision = try await revision(on: sql)
        let rows = try await sql.select()
            .columns(Self.columns)
            .from(LandmarkModel.schema)
            .all()
        return LandmarkCatalogue(landmarks: try rows.map(Self.landmark), revision: revision)
    }

    /// One landmark as the database has it now, never from memory: what a
    /// booking checks campsites against, so an import is honoured at once.
    package func find(id: Int) async throws -> Landmark? {
        try await sqlDatabase().select()
            .columns(Self.columns)
            .from(LandmarkModel.schema).where("id", .equal, id).first()
            .map(Self.landmark)
    }

    /// The catalogue's revision: one small read, what a refresh asks first.
    package func revision() async throws -> Int {
        try await revision(on: try sqlDatabase())
    }

    private func revision(on sql: any SQLDatabase) async throws -> Int {
        let row = try await sql.select().column("revision").from(CatalogueRevision.table)
            .where("id", .equal, CatalogueRevision.rowID).first()
        return try row?.decode(column: "revision", as: Int.self) ?? 0
    }

    private func sqlDatabase() throws -> any SQLDatabase {
        guard let sql = database() as? any SQLDatabase else {
            throw LandmarksError.invalidRecord("the landmarks database does not speak SQL")
        }
        return sql
    }

    /// What `landmark(_:)` reads from a row.
    static let columns = [
        "id", "name", "park", "state", "category", "description", "latitude", "longitude", "campsite_count",
        "time_zone",
        "nightly_fee_cents", "rv_fee_cents", "group_fee_cents", "walk_in_fee_cents",
        "window_months_ahead", "window_release_day", "window_opens_minute",
    ]

    /// A stored row as a domain value; a row the domain would not accept is
    /// reported, never crashed on.
    static func landmark(_ row: any SQLRow) throws -> Landmark {
        let id = try row.decode(column: "id", as: Int.self)
        let rawCategory = try row.decode(column: "category", as: String.self)
        guard let category = LandmarkCategory(rawValue: rawCategory) else {
            throw LandmarksError.invalidRecord("landmark \(id) has unknown category \(rawCategory)")
        }
        let zoneName = try row.decode(column: "time_zone", as: String.self)
        guard let timeZone = TimeZone(identifier: zoneName) else {
            throw LandmarksError.invalidRecord("landmark \(id) has unknown time zone \(zoneName.prefix(40))")
        }
        var landmark = Landmark(
            id: id, name: try row.decode(column: "name", as: String.self),
            park: try row.decode(column: "park", as: String.self),
            state: try row.decode(column: "state", as: String.self),
            category: category, description: try row.decode(column: "description", as: String.self),
            coordinate: try Coordinate(
                latitude: try row.decode(column: "latitude", as: Double.self),
                longitude: try row.decode(column: "longitude", as: Double.self)),
            campsiteCount: try row.decode(column: "campsite_count", as: Int.self), timeZone: timeZone,
            siteFees: SiteFees(
                tent: try row.decode(column: "nightly_fee_cents", as: Int.self),
                rv: try row.decode(column: "rv_fee_cents", as: Int.self),
                group: try row.decode(column: "group_fee_cents", as: Int.self),
                walkIn: try row.decode(column: "walk_in_fee_cents", as: Int.self)))
        landmark.bookingOpening = try AddBookingWindows.opening(
            of: id, monthsAhead: try row.decode(column: "window_months_ahead", as: Int.self),
            releaseDay: try row.decode(column: "window_release_day", as: Int?.self),
            minuteOfDay: try row.decode(column: "window_opens_minute", as: Int.self))
        return landmark
    }
}
