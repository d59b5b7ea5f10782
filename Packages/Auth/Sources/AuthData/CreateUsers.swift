import FluentKit

/// Creates `users`, with the unique email the sign-up relies on.
struct CreateUsers: AsyncMigration {
    var name: String { "Auth.CreateUsers" }

    func prepare(on database: any Database) async throws {
        try await database.schema(UserModel.schema)
            .id()
            .field("email", .string, .required)
            .field("name", .string, .required)
            .field("password_hash", .string, .required)
            .field("created_at", .datetime, .required)
            .unique(on: "email", name: "users_email_unique")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(UserModel.schema).delete()
    }
}

/// The migrations the host runs for Auth.
package enum AuthMigrations {
    package static var all: [any Migration] {
        [CreateUsers(), CreateAuthAttempts(), CreatePasswordResets(), AddAttemptLifetimes()]
    }
}
