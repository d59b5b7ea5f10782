import FluentKit
import FluentSQL

/// `holds`: the site and nights kept for an account while it confirms, at
/// most one row per account; and `site_nights.held_until_ms`, set on the
/// rows a hold keeps (NULL on a booking's), so a held site-night is taken by
/// the same primary key as a booked one and free again from that instant
/// on, by the reading alone (ADR 0139). Instants are whole milliseconds
/// since 1970, compared the same way on SQLite and PostgreSQL.
struct CreateHolds: AsyncMigration {
    var name: String { "Reservations.CreateHolds" }

    func prepare(on database: any Database) async throws {
        let sql = try CampsiteNights.sqlDatabase(database)
        try await sql.raw(
            """
            CREATE TABLE holds (
                id UUID PRIMARY KEY,
                owner_id UUID NOT NULL UNIQUE,
                landmark_id BIGINT NOT NULL,
                site_number TEXT NOT NULL,
                check_in TEXT NOT NULL,
                check_out TEXT NOT NULL,
                guests INTEGER NOT NULL,
                vehicles INTEGER NOT NULL,
                notes TEXT NOT NULL,
                nightly_fee_cents INTEGER NOT NULL,
                total_cents INTEGER NOT NULL,
                confirmation_code TEXT NOT NULL,
                created_at_ms BIGINT NOT NULL,
                held_until_ms BIGINT NOT NULL
            )
            """
        ).run()
        try await sql.raw("ALTER TABLE site_nights ADD COLUMN held_until_ms BIGINT").run()
        // Only held rows: what a reading subtracts, and what a booking gives
        // back before it counts, are the few held rows of its nights.
        try await sql.raw(
            "CREATE INDEX site_nights_held ON site_nights (landmark_id, night) WHERE held_until_ms IS NOT NULL"
        ).run()
    }

    func revert(on database: any Database) async throws {
        let sql = try CampsiteNights.sqlDatabase(database)
        try await sql.raw("DROP INDEX site_nights_held").run()
        try await sql.raw(
            """
            UPDATE campsite_nights SET taken = taken - (
                SELECT COUNT(*) FROM site_nights s WHERE s.landmark_id = campsite_nights.landmark_id
                AND s.night = campsite_nights.night AND s.held_until_ms IS NOT NULL)
            """
        ).run()
        try await sql.raw("DELETE FROM site_nights WHERE held_until_ms IS NOT NULL").run()
        try await sql.raw("ALTER TABLE site_nights DROP COLUMN held_until_ms").run()
        try await sql.raw("DROP TABLE holds").run()
    }
}
