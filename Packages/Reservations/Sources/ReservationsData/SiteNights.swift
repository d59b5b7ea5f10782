import FluentKit
import FluentSQL
import Foundation
import ReservationsDomain

/// The `site_nights` table: one row for each night a reservation holds its
/// site. Its primary key (landmark, site, night) is what makes a site-night
/// booked at most once on SQLite and PostgreSQL alike; the rows are written
/// and removed with the reservation, in its transaction, beside the night
/// counters of `CampsiteNights` (ADR 0139).
package enum SiteNights {
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

    /// Every site-night a booking or an open hold keeps at the landmark in
    /// `nights`, with those the holds keep: what the grid of sites by night
    /// reads.
    static func taken(landmarkID: Int, nights: Range<Day>, now: Date, on sql: any SQLDatabase) async throws
        -> TakenSiteNights
    {
        let rows = try await sql.raw(
            """
            SELECT site_number, night, held_until_ms FROM site_nights
            WHERE landmark_id = \(bind: landmarkID) AND night >= \(bind: nights.lowerBound.iso)
            AND night < \(bind: nights.upperBound.iso)
            AND (held_until_ms IS NULL OR held_until_ms > \(bind: milliseconds(now)))
            """
        ).all()
        var all: Set<SiteNight> = []
        var held: Set<SiteNight> = []
        for row in rows {
            let siteNight = SiteNight(
                siteNumber: try row.decode(column: "site_number", as: String.self), night: try night(of: row))
            all.insert(siteNight)
            if try row.decode(column: "held_until_ms", as: Int64?.self) != nil { held.insert(siteNight) }
        }
        return TakenSiteNights(all, held: held)
    }

    /// The night in a row's `column`, which the store keeps as `YYYY-MM-DD`.
    private static func night(of row: any SQLRow, column: String = "night") throws -> Day {
        let text = try row.decode(column: column, as: String.self)
        guard let night = Day(iso: text) else {
            throw ReservationsError.invalidRecord("site-night on \(text.prefix(20)), not a date")
        }
        return night
    }

    /// The sites held on some night in `nights`, by landmark: what the
    /// search by dates reads (the index `site_nights_by_night` holds it).
    static func taken(anyNightOf nights: Range<Day>, now: Date, on sql: any SQLDatabase) async throws
        -> [Int: Set<String>]
    {
        let rows = try await sql.raw(
            """
            SELECT DISTINCT landmark_id, site_number FROM site_nights
            WHERE night >= \(bind: nights.lowerBound.iso) AND night < \(bind: nights.upperBound.iso)
            AND (held_until_ms IS NULL OR held_until_ms > \(bind: milliseconds(now)))
            """
        ).all()
        var taken: [Int: Set<String>] = [:]
        for row in rows {
            taken[try row.decode(column: "landmark_id", as: Int.self), default: []].insert(
                try row.decode(column: "site_number", as: String.self))
        }
        return taken
    }

    /// A stay holding a site, from its first night on or after a day.
    package struct Holding: Sendable, Equatable {
        package var siteNumber: String
        package var confirmationCode: String
        package var firstNight: Day

        package init(siteNumber: String, confirmationCode: String, firstNight: Day) {
            self.siteNumber = siteNumber
            self.confirmationCode = confirmationCode
            self.firstNight = firstNight
        }
    }

    /// The confirmed stays, and the holds still open at `now` (by the code
    /// their stay will carry), that keep one of `numbers` at the landmark on
    /// a night from `from` on, by site then first night: what retiring those
    /// sites would take from people.
    package static func holding(
        _ numbers: [String], at landmarkID: Int, from: Day, now: Date, on database: any Database
    ) async throws -> [Holding] {
        guard !numbers.isEmpty else { return [] }
        let sql = try CampsiteNights.sqlDatabase(database)
        let rows = try await sql.raw(
            """
            SELECT s.site_number, COALESCE(r.confirmation_code, h.confirmation_code) AS confirmation_code,
                MIN(s.night) AS first_night
            FROM site_nights s
            LEFT JOIN reservations r ON r.id = s.reservation_id
            LEFT JOIN holds h ON h.id = s.reservation_id
            WHERE s.landmark_id = \(bind: landmarkID) AND s.night >= \(bind: from.iso)
            AND s.site_number IN (\(binds: numbers))
            AND (r.id IS NOT NULL OR (h.id IS NOT NULL AND s.held_until_ms > \(bind: milliseconds(now))))
            GROUP BY s.site_number, COALESCE(r.confirmation_code, h.confirmation_code)
            ORDER BY s.site_number, first_night
            """
        ).all()
        return try rows.map { row in
            Holding(
                siteNumber: try row.decode(column: "site_number", as: String.self),
                confirmationCode: try row.decode(column: "confirmation_code", as: String.self),
                firstNight: try night(of: row, column: "first_night"))
        }
    }

    /// Holds the first of `candidates` (site numbers, best first) that is
    /// free on every night of the stay, in one statement, for the
    /// reservation or hold `id` (a hold's rows say until when), and returns
    /// its number; nil when none is. Exact for the same reason as `taken`:
    /// the caller holds the nights' counter locks, and gave back the expired
    /// holds of these nights under them (`giveBackExpired`).
    static func takeFirstFree(
        _ candidates: [String], landmarkID: Int, stay: Stay, id: UUID, heldUntil: Date?, on sql: any SQLDatabase
    ) async throws -> String? {
        guard !candidates.isEmpty else { return nil }
        let ranked = candidates.enumerated().map { rank, number -> SQLQueryString in "(\(bind: number), \(bind: rank))"
        }
        .joined(separator: ", ")
        let nights = stay.nights.map { night -> SQLQueryString in "(\(bind: night.iso))" }
            .joined(separator: ", ")
        // VALUES lists name their columns column1, column2... on SQLite and
        // PostgreSQL alike.
        let rows = try await sql.raw(
            """
            INSERT INTO site_nights (landmark_id, site_number, night, reservation_id, held_until_ms)
            SELECT \(bind: landmarkID), chosen.number, nights.column1, \(bind: id),\
             \(bind: heldUntil.map(milliseconds))
            FROM (
                SELECT candidates.column1 AS number FROM (VALUES \(ranked)) AS candidates
                WHERE NOT EXISTS (
                    SELECT 1 FROM site_nights held
                    WHERE held.landmark_id = \(bind: landmarkID) AND held.site_number = candidates.column1
                    AND held.night >= \(bind: stay.checkIn.iso) AND held.night < \(bind: stay.checkOut.iso))
                ORDER BY candidates.column2 LIMIT 1
            ) AS chosen CROSS JOIN (VALUES \(nights)) AS nights
            RETURNING site_number
            """
        ).all()
        return try rows.first?.decode(column: "site_number", as: String.self)
    }

    /// Deletes the rows of holds expired at `now` on the stay's nights at
    /// the landmark and returns their nights (one entry per row), for the
    /// caller to give back to the counters: what a booking or hold does,
    /// under those nights' counter locks, before it counts what is free.
    static func giveBackExpired(landmarkID: Int, stay: Stay, now: Date, on sql: any SQLDatabase) async throws
        -> [(landmarkID: Int, night: Day)]
    {
        let rows = try await sql.raw(
            """
            DELETE FROM site_nights
            WHERE landmark_id = \(bind: landmarkID) AND night >= \(bind: stay.checkIn.iso)
            AND night < \(bind: stay.checkOut.iso) AND held_until_ms <= \(bind: milliseconds(now))
            RETURNING night
            """
        ).all()
        return try rows.map { (landmarkID, try night(of: $0)) }
    }

    /// Deletes the rows the hold `id` still keeps (expired ones a booking has
    /// not given back yet included) and returns their nights.
    static func giveBack(holdID id: UUID, landmarkID: Int, on sql: any SQLDatabase) async throws
        -> [(landmarkID: Int, night: Day)]
    {
        let rows = try await sql.raw(
            """
            DELETE FROM site_nights WHERE reservation_id = \(bind: id) AND held_until_ms IS NOT NULL
            RETURNING night
            """
        ).all()
        return try rows.map { (landmarkID, try night(of: $0)) }
    }

    /// Makes the hold's rows booked (no longer held) while it is open at
    /// `now`; how many rows it made booked.
    static func book(holdID id: UUID, now: Date, on sql: any SQLDatabase) async throws -> Int {
        try await sql.raw(
            """
            UPDATE site_nights SET held_until_ms = NULL
            WHERE reservation_id = \(bind: id) AND held_until_ms > \(bind: milliseconds(now))
            RETURNING night
            """
        ).all().count
    }

    /// An instant as the `held_until_ms` column keeps it.
    static func milliseconds(_ date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1000).rounded(.down))
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
