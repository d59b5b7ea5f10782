import FluentKit
import FluentSQL
import Foundation
import ReservationsDomain

/// The `holds` table: one row per account at most, the hold it keeps (ADR
/// 0139). Its site-nights are rows of `site_nights` under the hold's id.
enum SQLHolds {
    /// Thrown inside a hold's transaction: the owner's other hold is open.
    struct OtherHold: Error {
        let hold: Hold
    }

    static func insert(_ stored: Reservation, vehicles: Int, heldUntil: Date, on sql: any SQLDatabase) async throws {
        try await sql.raw(
            """
            INSERT INTO holds (id, owner_id, landmark_id, site_number, check_in, check_out, guests, vehicles, notes,
                nightly_fee_cents, total_cents, confirmation_code, created_at_ms, held_until_ms)
            VALUES (\(bind: stored.id), \(bind: stored.ownerID), \(bind: stored.landmarkID),\
             \(bind: stored.siteNumber ?? ""), \(bind: stored.stay.checkIn.iso), \(bind: stored.stay.checkOut.iso),\
             \(bind: stored.guests), \(bind: vehicles), \(bind: stored.notes), \(bind: stored.nightlyFee),\
             \(bind: stored.total), \(bind: stored.confirmationCode.value),\
             \(bind: SiteNights.milliseconds(stored.createdAt)), \(bind: SiteNights.milliseconds(heldUntil)))
            """
        ).run()
    }

    /// The owner's hold, open or expired; nil when there is none.
    static func hold(owner: UUID, on sql: any SQLDatabase) async throws -> Hold? {
        try await sql.raw("SELECT * FROM holds WHERE owner_id = \(bind: owner)").first().map(hold)
    }

    /// The owner's hold with this id, open or expired.
    static func hold(id: UUID, owner: UUID, on sql: any SQLDatabase) async throws -> Hold? {
        try await sql.raw("SELECT * FROM holds WHERE id = \(bind: id) AND owner_id = \(bind: owner)").first().map(hold)
    }

    static func delete(id: UUID, on sql: any SQLDatabase) async throws {
        try await sql.raw("DELETE FROM holds WHERE id = \(bind: id)").run()
    }

    /// Ends the owner's hold at once, on the transaction that deletes the
    /// account: it and its site-nights read as expired from now on, free to
    /// everyone, and the sweep (or the next booking of those nights) gives
    /// them back as for any expired hold; nothing is locked here out of the
    /// nights' order.
    static func expire(owner: UUID, on sql: any SQLDatabase) async throws {
        try await sql.raw(
            """
            UPDATE site_nights SET held_until_ms = 0
            WHERE held_until_ms IS NOT NULL AND reservation_id IN (SELECT id FROM holds WHERE owner_id = \(bind: owner))
            """
        ).run()
        try await sql.raw("UPDATE holds SET held_until_ms = 0 WHERE owner_id = \(bind: owner)").run()
    }

    /// The holds expired at `now`, longest expired first: what the sweep
    /// gives back.
    static func expired(at now: Date, limit: Int, on sql: any SQLDatabase) async throws
        -> [(id: UUID, owner: UUID)]
    {
        try await sql.raw(
            """
            SELECT id, owner_id FROM holds WHERE held_until_ms <= \(bind: SiteNights.milliseconds(now))
            ORDER BY held_until_ms LIMIT \(bind: limit)
            """
        ).all().map { row in
            (try row.decode(column: "id", as: UUID.self), try row.decode(column: "owner_id", as: UUID.self))
        }
    }

    private static func hold(_ row: any SQLRow) throws -> Hold {
        let id = try row.decode(column: "id", as: UUID.self)
        let checkIn = try row.decode(column: "check_in", as: String.self)
        let checkOut = try row.decode(column: "check_out", as: String.self)
        let code = try row.decode(column: "confirmation_code", as: String.self)
        guard let first = Day(iso: checkIn), let last = Day(iso: checkOut), last > first,
            let confirmationCode = ConfirmationCode(code)
        else {
            throw ReservationsError.invalidRecord("hold \(id) has dates \(checkIn)..\(checkOut) and code \(code)")
        }
        return Hold(
            id: id, landmarkID: try row.decode(column: "landmark_id", as: Int.self),
            ownerID: try row.decode(column: "owner_id", as: UUID.self),
            siteNumber: try row.decode(column: "site_number", as: String.self),
            stay: Stay(checkIn: first, checkOut: last), guests: try row.decode(column: "guests", as: Int.self),
            vehicles: try row.decode(column: "vehicles", as: Int.self),
            notes: try row.decode(column: "notes", as: String.self),
            nightlyFee: try row.decode(column: "nightly_fee_cents", as: Int.self),
            total: try row.decode(column: "total_cents", as: Int.self), confirmationCode: confirmationCode,
            createdAt: instant(try row.decode(column: "created_at_ms", as: Int64.self)),
            heldUntil: instant(try row.decode(column: "held_until_ms", as: Int64.self)))
    }

    private static func instant(_ milliseconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }
}
