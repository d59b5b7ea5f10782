import FluentKit
import FluentSQL
import Foundation

/// `reservation_owners`: a row per account whose bookings and deletion must
/// take turns, marked closed once the account is deleted.
///
/// On PostgreSQL a booking's first statement writes the owner's row, and so
/// does the deletion's: the second waits for the first to commit (a row
/// lock). On SQLite every write waits for the one before, so a booking needs
/// no row of its own and only reads whether one says closed. Either way the
/// limits are counted with no other booking of the owner's in flight; the
/// deletion's clean-up sees every booking that reached the store before it;
/// and a booking that reaches it after finds the account closed and stores
/// nothing (ADR 0139).
enum ReservationOwners {
    enum Standing {
        case open, closed
    }

    /// Takes the owner's turn for a booking: whether the account still stands.
    static func enter(_ owner: UUID, on sql: any SQLDatabase) async throws -> Standing {
        try await upsert(owner, closing: false, on: sql) ? .closed : .open
    }

    /// Takes the owner's turn for deleting the account, and closes it for good.
    static func close(_ owner: UUID, on sql: any SQLDatabase) async throws {
        _ = try await upsert(owner, closing: true, on: sql)
    }

    private static func upsert(_ owner: UUID, closing: Bool, on sql: any SQLDatabase) async throws -> Bool {
        // DO UPDATE, not DO NOTHING: only a write locks the existing row.
        let rows = try await sql.raw(
            """
            INSERT INTO reservation_owners (owner_id, closed) VALUES (\(bind: owner), \(bind: closing))
            ON CONFLICT (owner_id) DO UPDATE SET closed = (reservation_owners.closed OR excluded.closed)
            RETURNING closed
            """
        ).all()
        guard let row = rows.first else { throw CampsiteNights.Failure.notSQL }
        return try row.decode(column: "closed", as: Bool.self)
    }
}

/// Creates `reservation_owners`.
struct CreateReservationOwners: AsyncMigration {
    var name: String { "Reservations.CreateReservationOwners" }

    func prepare(on database: any Database) async throws {
        try await database.schema("reservation_owners")
            .field("owner_id", .uuid, .identifier(auto: false))
            .field("closed", .bool, .required)
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("reservation_owners").delete()
    }
}
