import FluentKit
import FluentSQL

/// Creates `stay_watches`: one row per stay a person waits for, with the
/// secret of its unsubscribe link (unique, so the link finds one watch).
struct CreateStayWatches: AsyncMigration {
    var name: String { "Reservations.CreateStayWatches" }

    func prepare(on database: any Database) async throws {
        try await database.schema("stay_watches")
            .field("id", .uuid, .identifier(auto: false))
            .field("owner_id", .uuid, .required)
            .field("landmark_id", .int, .required)
            .field("check_in", .string, .required)
            .field("check_out", .string, .required)
            .field("guests", .int, .required)
            .field("created_at", .datetime, .required)
            .field("unsubscribe_token", .string, .required)
            .unique(on: "unsubscribe_token")
            .create()
        let sql = try CampsiteNights.sqlDatabase(database)
        try await sql.raw("CREATE INDEX stay_watches_owner ON stay_watches (owner_id, check_in)").run()
        // What a freed night looks for: the watches at that landmark.
        try await sql.raw("CREATE INDEX stay_watches_landmark ON stay_watches (landmark_id, check_in)").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("stay_watches").delete()
    }
}
