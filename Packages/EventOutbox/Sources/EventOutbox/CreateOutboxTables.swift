import FluentKit
import FluentSQL

/// Creates the outbox's three tables:
///
/// - `outbox_events`: every event published, in order (`position`), until
///   each subscriber has had it and it is older than the relay's retention;
/// - `outbox_deliveries`: which subscriber has handled which event;
/// - `outbox_leases`: for each channel and subscriber, which host may hand
///   it events until when, and the position before which its events are not
///   its own (a subscriber added later does not get the history).
public struct CreateOutboxTables: AsyncMigration {
    public var name: String { "EventOutbox.CreateOutboxTables" }

    /// The migration, for the host's list.
    public init() {}

    /// Creates the three tables and the index the relay reads by.
    public func prepare(on database: any Database) async throws {
        let sql = try OutboxTables.sql(database)
        // The one difference between the two databases: how a row numbers itself.
        let position =
            sql.dialect.name == "postgresql"
            ? "position BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY"
            : "position INTEGER PRIMARY KEY AUTOINCREMENT"
        try await sql.raw(
            """
            CREATE TABLE outbox_events (
                \(unsafeRaw: position),
                id TEXT NOT NULL UNIQUE,
                stream TEXT NOT NULL,
                aggregate TEXT NOT NULL,
                payload TEXT NOT NULL,
                published_at DOUBLE PRECISION NOT NULL
            )
            """
        ).run()
        try await sql.raw("CREATE INDEX outbox_events_by_stream ON outbox_events (stream, position)").run()
        try await sql.raw(
            """
            CREATE TABLE outbox_deliveries (
                position BIGINT NOT NULL,
                subscriber TEXT NOT NULL,
                delivered_at DOUBLE PRECISION NOT NULL,
                PRIMARY KEY (position, subscriber)
            )
            """
        ).run()
        try await sql.raw(
            """
            CREATE TABLE outbox_leases (
                stream TEXT NOT NULL,
                subscriber TEXT NOT NULL,
                holder TEXT NOT NULL,
                until DOUBLE PRECISION NOT NULL,
                starts_after BIGINT NOT NULL,
                PRIMARY KEY (stream, subscriber)
            )
            """
        ).run()
    }

    /// Drops the three tables, with every event they kept.
    public func revert(on database: any Database) async throws {
        for table in ["outbox_leases", "outbox_deliveries", "outbox_events"] {
            try await database.schema(table).delete()
        }
    }
}
