import FluentKit

/// Creates `favorites`. One row per person and landmark, which the database
/// enforces, so a double click or two tabs never keep a landmark twice.
struct CreateFavorites: AsyncMigration {
    var name: String { "Landmarks.CreateFavorites" }

    func prepare(on database: any Database) async throws {
        try await database.schema(FavoriteModel.schema)
            .field("id", .int, .identifier(auto: true))
            .field("user_id", .uuid, .required)
            .field("landmark_id", .int, .required, .references(LandmarkModel.schema, "id", onDelete: .cascade))
            .field("created_at", .datetime, .required)
            .unique(on: "user_id", "landmark_id", name: "favorites_user_landmark_unique")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(FavoriteModel.schema).delete()
    }
}
