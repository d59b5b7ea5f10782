import FluentKit
import FluentSQL
import LandmarksDomain

/// Gives every landmark a fee for each kind of site besides tents (whose
/// fee is `nightly_fee_cents`), in US cents. Rows already stored take
/// `SiteFees.usual(tent:)`, computed here in SQL with the same integer
/// steps; an import can then set each landmark's own. A stay booked before
/// keeps the price it was booked at.
package struct AddSiteFees: AsyncMigration {
    package var name: String { "Landmarks.AddSiteFees" }

    /// The columns, each with the SQL that prices it from the tent fee.
    static let columns = [
        ("rv_fee_cents", "nightly_fee_cents * 3 / 2 / 100 * 100"),
        ("group_fee_cents", "nightly_fee_cents * 3 / 100 * 100"),
        ("walk_in_fee_cents", "nightly_fee_cents * 4 / 5 / 100 * 100"),
    ]

    package init() {}

    package func prepare(on database: any Database) async throws {
        for (column, _) in Self.columns {
            try await database.schema(LandmarkModel.schema)
                .field(.string(column), .int, .required, .sql(.default(0)))
                .update()
        }
        try await database.transaction { transaction in
            guard let sql = transaction as? any SQLDatabase else {
                throw LandmarksError.invalidRecord("the landmarks database does not speak SQL")
            }
            for (column, price) in Self.columns {
                try await sql.update(LandmarkModel.schema).set(SQLIdentifier(column), to: SQLRaw(price)).run()
            }
        }
    }

    package func revert(on database: any Database) async throws {
        for (column, _) in Self.columns {
            try await database.schema(LandmarkModel.schema).deleteField(.string(column)).update()
        }
    }
}
