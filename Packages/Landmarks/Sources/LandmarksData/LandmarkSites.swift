import FluentKit
import FluentSQL
import LandmarksDomain

/// The `landmark_sites` table: each landmark's numbered campsites, one row a
/// site. A landmark's campsite count is how many rows it has here: the
/// migration lays out every stored count, and an import that changes a
/// count lays the landmark's sites out again, in the same transaction.
enum LandmarkSites {
    static let table = "landmark_sites"

    /// Replaces the sites of `landmarkID` by `sites`, on the caller's transaction.
    static func replace(_ landmarkID: Int, with sites: [Campsite], on sql: any SQLDatabase) async throws {
        try await sql.delete(from: table).where("landmark_id", .equal, landmarkID).run()
        guard !sites.isEmpty else { return }
        var insert = sql.insert(into: table)
            .columns("landmark_id", "number", "kind", "max_people", "max_vehicles", "accessible")
        for site in sites {
            insert = insert.values(
                SQLBind(landmarkID), SQLBind(site.number), SQLBind(site.kind.rawValue), SQLBind(site.maxPeople),
                SQLBind(site.maxVehicles), SQLBind(site.accessible))
        }
        try await insert.run()
    }

    /// The sites of `landmarkID`, in map order; a row the domain would not
    /// accept is reported, never crashed on.
    static func sites(of landmarkID: Int, on sql: any SQLDatabase) async throws -> [Campsite] {
        try await sql.select()
            .columns("number", "kind", "max_people", "max_vehicles", "accessible")
            .from(table).where("landmark_id", .equal, landmarkID)
            .all()
            .map { try site($0, of: landmarkID) }
            .sorted(by: Campsite.mapOrder)
    }

    /// The sites of every landmark that has some, each in map order: one
    /// read, whatever the number of landmarks.
    static func sitesByLandmark(on sql: any SQLDatabase) async throws -> [Int: [Campsite]] {
        let rows = try await sql.select()
            .columns("landmark_id", "number", "kind", "max_people", "max_vehicles", "accessible")
            .from(table)
            .all()
        var sites: [Int: [Campsite]] = [:]
        for row in rows {
            let landmarkID = try row.decode(column: "landmark_id", as: Int.self)
            sites[landmarkID, default: []].append(try site(row, of: landmarkID))
        }
        return sites.mapValues { $0.sorted(by: Campsite.mapOrder) }
    }

    /// A stored row as a domain value; a row the domain would not accept is
    /// reported, never crashed on.
    private static func site(_ row: any SQLRow, of landmarkID: Int) throws -> Campsite {
        let kind = try row.decode(column: "kind", as: String.self)
        guard let known = CampsiteKind(rawValue: kind) else {
            throw LandmarksError.invalidRecord("landmark \(landmarkID) has a site of unknown kind \(kind)")
        }
        return try Campsite(
            number: row.decode(column: "number", as: String.self), kind: known,
            maxPeople: row.decode(column: "max_people", as: Int.self),
            maxVehicles: row.decode(column: "max_vehicles", as: Int.self),
            accessible: row.decode(column: "accessible", as: Bool.self))
    }
}

/// Makes `landmark_sites` and lays out every stored landmark's campsite
/// count as that many sites, so that counts and sites agree from the first
/// start on: nothing booked changes. A seeded landmark still as seeded (its
/// name and count) gets its campground's shape, any other landmark the
/// standard layout (`CampsiteLayout.standard`). A database that has run
/// this keeps its sites: a catalogue import reshapes them.
package struct AddLandmarkSites: AsyncMigration {
    package var name: String { "Landmarks.AddLandmarkSites" }

    package init() {}

    package func prepare(on database: any Database) async throws {
        guard let sql = database as? any SQLDatabase else { throw LandmarksError.invalidRecord("no SQL database") }
        try await sql.create(table: LandmarkSites.table)
            .column("landmark_id", type: .int, .notNull)
            .column("number", type: .text, .notNull)
            .column("kind", type: .text, .notNull)
            .column("max_people", type: .int, .notNull)
            .column("max_vehicles", type: .int, .notNull)
            .column("accessible", type: .custom(SQLRaw("BOOLEAN")), .notNull)
            .primaryKey("landmark_id", "number")
            .run()
        try await database.transaction { transaction in
            guard let sql = transaction as? any SQLDatabase else { return }
            let stored = try await sql.select().columns("id", "name", "campsite_count").from(LandmarkModel.schema)
                .all()
            for row in stored {
                let id = try row.decode(column: "id", as: Int.self)
                let count = try row.decode(column: "campsite_count", as: Int.self)
                let sites = LandmarkSeed.sites(
                    ofLandmarkNamed: try row.decode(column: "name", as: String.self), count: count)
                try await LandmarkSites.replace(id, with: sites, on: sql)
            }
        }
    }

    package func revert(on database: any Database) async throws {
        guard let sql = database as? any SQLDatabase else { return }
        try await sql.drop(table: LandmarkSites.table).ifExists().run()
    }
}
