import FluentKit
import FluentSQL
import LandmarksDomain

/// Gives every landmark a time zone: its nights, and "today" when booking,
/// follow it. Rows already stored take their state's zone (`StateTimeZones`),
/// or UTC where the state keeps several; an import can then name the right one.
struct AddLandmarkTimeZones: AsyncMigration {
    var name: String { "Landmarks.AddLandmarkTimeZones" }

    func prepare(on database: any Database) async throws {
        try await database.schema(LandmarkModel.schema)
            .field("time_zone", .string, .required, .sql(.default("UTC")))
            .update()
        try await database.transaction { transaction in
            guard let sql = transaction as? any SQLDatabase else {
                throw LandmarksError.invalidRecord("the landmarks database does not speak SQL")
            }
            let rows = try await sql.select().columns("id", "state").from(LandmarkModel.schema).all()
            for row in rows {
                let state = try row.decode(column: "state", as: String.self)
                guard let zone = StateTimeZones.zone(forState: state) else { continue }
                try await sql.update(LandmarkModel.schema).set("time_zone", to: SQLBind(zone.identifier))
                    .where("id", .equal, try row.decode(column: "id", as: Int.self)).run()
            }
        }
    }

    func revert(on database: any Database) async throws {
        try await database.schema(LandmarkModel.schema).deleteField("time_zone").update()
    }
}
