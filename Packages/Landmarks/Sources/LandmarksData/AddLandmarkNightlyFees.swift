import FluentKit
import FluentSQL
import LandmarksDomain

/// Gives every landmark a nightly fee, in US cents. Rows already stored take
/// their category's usual fee; an import can then name each landmark's own.
struct AddLandmarkNightlyFees: AsyncMigration {
    var name: String { "Landmarks.AddLandmarkNightlyFees" }

    func prepare(on database: any Database) async throws {
        try await database.schema(LandmarkModel.schema)
            .field("nightly_fee_cents", .int, .required, .sql(.default(0)))
            .update()
        try await database.transaction { transaction in
            guard let sql = transaction as? any SQLDatabase else {
                throw LandmarksError.invalidRecord("the landmarks database does not speak SQL")
            }
            for category in LandmarkCategory.allCases {
                try await sql.update(LandmarkModel.schema)
                    .set("nightly_fee_cents", to: SQLBind(category.usualNightlyFee))
                    .where("category", .equal, SQLBind(category.rawValue)).run()
            }
        }
    }

    func revert(on database: any Database) async throws {
        try await database.schema(LandmarkModel.schema).deleteField("nightly_fee_cents").update()
    }
}
