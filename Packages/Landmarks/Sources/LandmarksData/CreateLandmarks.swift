import FluentKit

/// Creates the `landmarks` table.
struct CreateLandmarks: AsyncMigration {
    var name: String { "Landmarks.CreateLandmarks" }

    func prepare(on database: any Database) async throws {
        try await database.schema(LandmarkModel.schema)
            .field("id", .int, .identifier(auto: true))
            .field("name", .string, .required)
            .field("park", .string, .required)
            .field("state", .string, .required)
            .field("category", .string, .required)
            .field("description", .string, .required)
            .field("latitude", .double, .required)
            .field("longitude", .double, .required)
            .field("campsite_count", .int, .required)
            .field("search_text", .string, .required)
            .unique(on: "name")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(LandmarkModel.schema).delete()
    }
}
