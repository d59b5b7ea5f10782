import FluentKit
import FluentSQL
import ReservationsDomain

/// The `site_nights` table: one row for each night a reservation holds its
/// site. Its primary key (landmark, site, night) is what makes a site-night
/// booked at most once on SQLite and PostgreSQL alike; the rows are written
/// and removed with the reservation, in its transaction, beside the night
/// counters of `CampsiteNights` (ADR 0132).
enum SiteNights {
    static let table = "site_nights"

    /// The numbers of the sites taken on some night of `stay`.
    static func taken(landmarkID: Int, stay: Stay, on sql: any SQLDatabase) async throws -> Set<String> {
        let rows = try await sql.raw(
            """
            SELECT DISTINCT site_number FROM site_nights
            WHERE landmark_id = \(bind: landmarkID) AND night >= \(bind: stay.checkIn.iso)
            AND night < \(bind: stay.checkOut.iso)
            """
        ).all()
        return Set(try rows.map { try $0.decode(column: "site_number", as: String.self) })
    }

    /// Holds `site` for every night of the reservation's stay, in one statement.
    static func take(_ site: String, for reservation: Reservation, on sql: any SQLDatabase) async throws {
        var insert = sql.insert(into: table).columns("landmark_id", "site_number", "night", "reservation_id")
        for night in reservation.stay.nights {
            insert = insert.values(
                SQLBind(reservation.landmarkID), SQLBind(site), SQLBind(night.iso), SQLBind(reservation.id))
        }
        try await insert.run()
    }

    /// Gives back every night the reservation held.
    static func free(reservationID: UUID, on sql: any SQLDatabase) async throws {
        try await sql.delete(from: table).where("reservation_id", .equal, reservationID).run()
    }

    /// Gives back every night the owner's reservations held.
    static func free(owner: UUID, on sql: any SQLDatabase) async throws {
        try await sql.raw(
            """
            DELETE FROM site_nights WHERE reservation_id IN
            (SELECT id FROM reservations WHERE owner_id = \(bind: owner))
            """
        ).run()
    }
}
