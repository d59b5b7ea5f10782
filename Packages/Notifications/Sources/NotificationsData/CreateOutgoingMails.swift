import FluentKit
import FluentSQL

/// Creates `outgoing_mails`: every mail from the moment it is written until
/// it has been sent (or has failed) and is old enough to forget.
struct CreateOutgoingMails: AsyncMigration {
    var name: String { "Notifications.CreateOutgoingMails" }

    func prepare(on database: any Database) async throws {
        let sql = try SQLMailOutbox.sql(database)
        try await sql.raw(
            """
            CREATE TABLE outgoing_mails (
                id TEXT PRIMARY KEY,
                cause TEXT NOT NULL UNIQUE,
                kind TEXT NOT NULL,
                account_id TEXT,
                to_address TEXT NOT NULL,
                to_name TEXT NOT NULL,
                subject TEXT NOT NULL,
                text_body TEXT NOT NULL,
                html_body TEXT NOT NULL,
                message_id TEXT NOT NULL,
                created_at DOUBLE PRECISION NOT NULL,
                status TEXT NOT NULL,
                attempts INTEGER NOT NULL,
                next_attempt_at DOUBLE PRECISION NOT NULL,
                claimed_by TEXT,
                claimed_until DOUBLE PRECISION,
                sent_at DOUBLE PRECISION,
                last_error TEXT
            )
            """
        ).run()
        try await sql.raw("CREATE INDEX outgoing_mails_due ON outgoing_mails (status, next_attempt_at)").run()
        try await sql.raw("CREATE INDEX outgoing_mails_by_account ON outgoing_mails (account_id, created_at)").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("outgoing_mails").delete()
    }
}
