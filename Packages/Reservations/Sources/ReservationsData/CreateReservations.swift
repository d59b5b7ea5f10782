import FluentKit
import FluentSQL

/// The `reservations` table, and `campsite_nights`: one row per landmark and
/// night that anyone has booked, counting the campsites taken.
///
/// The count is what keeps a night from being double-booked (ADR 0139): a
/// booking raises it with a conditional UPDATE inside its transaction, and the
/// CHECK constraint refuses any write that would take more campsites than the
/// landmark has, whatever the code above it does.
struct CreateReservations: AsyncMigration {
    var name: String { "Reservations.CreateReservations" }

    func prepare(on database: any Database) async throws {
        try await database.schema(ReservationModel.schema)
            .id()
            .field("landmark_id", .int, .required)
            .field("owner_id", .uuid, .required)
            .field("check_in", .string, .required)
            .field("check_out", .string, .required)
            .field("guests", .int, .required)
            .field("notes", .string, .required)
            .field("status", .string, .required)
            .field("created_at", .datetime, .required)
            .create()
        guard let sql = database as? any SQLDatabase else { throw CampsiteNights.Failure.notSQL }
        try await sql.raw("CREATE INDEX reservations_owner ON reservations (owner_id, check_in)").run()
        try await sql.raw(
            """
            CREATE TABLE campsite_nights (
                landmark_id BIGINT NOT NULL,
                night TEXT NOT NULL,
                capacity INTEGER NOT NULL,
                taken INTEGER NOT NULL,
                PRIMARY KEY (landmark_id, night),
                CONSTRAINT campsite_nights_within_capacity CHECK (taken >= 0 AND taken <= capacity)
            )
            """
        ).run()
    }

    func revert(on database: any Database) async throws {
        if let sql = database as? any SQLDatabase {
            try await sql.raw("DROP TABLE IF EXISTS campsite_nights").run()
        }
        try await database.schema(ReservationModel.schema).delete()
    }
}
