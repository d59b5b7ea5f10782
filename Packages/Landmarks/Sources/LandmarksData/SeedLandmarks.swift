import FluentKit

/// Fills the table on first run, in one transaction, so a database is either
/// seeded completely or not at all.
struct SeedLandmarks: AsyncMigration {
    var name: String { "Landmarks.SeedLandmarks" }

    func prepare(on database: any Database) async throws {
        try await database.transaction { transaction in
            for seed in LandmarkSeed.all {
                try await LandmarkModel(seed).create(on: transaction)
            }
        }
    }

    func revert(on database: any Database) async throws {
        try await LandmarkModel.query(on: database).delete()
    }
}
