import FluentKit
import FluentSQL

/// Creates `sessions`, with indexes for the two questions asked of it besides
/// "which session is this": a user's sessions, and the expired ones.
struct CreateSessions: AsyncMigration {
    var name: String { "SessionService.CreateSessions" }

    func prepare(on database: any Database) async throws {
        try await database.schema(SessionModel.schema)
            .field("id", .string, .identifier(auto: false))
            .field("user_id", .uuid, .required)
            .field("user_name", .string, .required)
            .field("user_email", .string, .required)
            .field("credential", .string, .required)
            .field("created_at", .datetime, .required)
            .field("expires_at", .datetime, .required)
            .create()
        if let sql = database as? any SQLDatabase {
            try await sql.create(index: "sessions_user_id").on(SessionModel.schema).column("user_id").run()
            try await sql.create(index: "sessions_expires_at").on(SessionModel.schema).column("expires_at").run()
        }
    }

    func revert(on database: any Database) async throws {
        try await database.schema(SessionModel.schema).delete()
    }
}

/// The migrations the host runs for SessionService, before any feature's.
public enum SessionMigrations {
    /// The migrations the sessions table needs, for the host to run before any feature's.
    public static var all: [any Migration] { [CreateSessions()] }
}
