import FluentKit
import FluentSQL
import LandmarksDomain

/// Fills the table on first run, in one transaction, so a database is either
/// seeded completely or not at all. Writes the columns the table had when this
/// migration was written, not through today's model: `AddLandmarkTimeZones`
/// runs after it and fills what came later.
struct SeedLandmarks: AsyncMigration {
    var name: String { "Landmarks.SeedLandmarks" }

    func prepare(on database: any Database) async throws {
        try await database.transaction { transaction in
            guard let sql = transaction as? any SQLDatabase else {
                throw LandmarksError.invalidRecord("the landmarks database does not speak SQL")
            }
            for seed in LandmarkSeed.all {
                try await sql.insert(into: LandmarkModel.schema)
                    .columns(
                        "name", "park", "state", "category", "description", "latitude", "longitude", "campsite_count",
                        "search_text"
                    )
                    .values(
                        SQLBind(seed.name), SQLBind(seed.park), SQLBind(seed.state), SQLBind(seed.category.rawValue),
                        SQLBind(seed.description), SQLBind(seed.latitude), SQLBind(seed.longitude),
                        SQLBind(seed.campsites),
                        SQLBind(LandmarkCatalogue.searchKey(name: seed.name, park: seed.park, state: seed.state))
                    )
                    .run()
            }
        }
    }

    func revert(on database: any Database) async throws {
        try await LandmarkModel.query(on: database).delete()
    }
}
