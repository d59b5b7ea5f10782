import FluentKit

/// Creates `password_resets`: one row per reset link, keyed by its secret's
/// digest, never the secret; times as seconds since 1970.
struct CreatePasswordResets: AsyncMigration {
    var name: String { "Auth.CreatePasswordResets" }

    func prepare(on database: any Database) async throws {
        try await database.schema("password_resets")
            .field("digest", .string, .identifier(auto: false))
            .field("user_id", .uuid, .required, .references(UserModel.schema, "id", onDelete: .cascade))
            .field("created_at", .double, .required)
            .field("expires_at", .double, .required)
            .field("used_at", .double)
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("password_resets").delete()
    }
}
