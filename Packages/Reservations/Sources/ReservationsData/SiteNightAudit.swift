import FluentKit
import FluentSQL
import Foundation
import ReservationsDomain

/// Compares `site_nights` with the reservations it stands for: each
/// confirmed stay holds its own site on each of its nights and nothing
/// else does but a hold (whose rows say until when). What `landmarks check` reports beside the night counters; a
/// disagreement needs a person, since which stay keeps a site is no
/// counter's to decide.
package enum SiteNightAudit {
    /// Each disagreement in words, by reservation; empty when all agree.
    /// Reads one snapshot, so bookings made meanwhile do not show.
    package static func disagreements(on database: any Database) async throws -> [String] {
        try await database.transaction { transaction in
            let sql = try CampsiteNights.sqlDatabase(transaction)
            if sql.dialect.name == "postgresql" {
                try await sql.raw("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ").run()
            }
            var found: [String] = []
            let stays = try await sql.raw(
                """
                SELECT r.id, r.check_in, r.check_out, r.site_number, COUNT(s.night) AS held
                FROM reservations r LEFT JOIN site_nights s ON s.reservation_id = r.id
                WHERE r.status = \(bind: ReservationStatus.confirmed.rawValue)
                GROUP BY r.id, r.check_in, r.check_out, r.site_number ORDER BY r.id
                """
            ).all()
            for row in stays {
                let id = try row.decode(column: "id", as: UUID.self)
                let checkIn = try row.decode(column: "check_in", as: String.self)
                let checkOut = try row.decode(column: "check_out", as: String.self)
                let held = try row.decode(column: "held", as: Int.self)
                guard let first = Day(iso: checkIn), let last = Day(iso: checkOut), last > first else {
                    found.append("reservation \(id) has dates \(checkIn)..\(checkOut)")
                    continue
                }
                let nights = Stay(checkIn: first, checkOut: last).nightCount
                if try row.decode(column: "site_number", as: String?.self) == nil {
                    found.append("reservation \(id) is confirmed but has no site")
                } else if held != nights {
                    found.append("reservation \(id) holds its site on \(held) of its \(nights) nights")
                }
            }
            let strays = try await sql.raw(
                """
                SELECT s.reservation_id, s.site_number, s.night FROM site_nights s
                LEFT JOIN reservations r ON r.id = s.reservation_id
                WHERE s.held_until_ms IS NULL AND (r.id IS NULL
                OR r.status <> \(bind: ReservationStatus.confirmed.rawValue)
                OR s.night < r.check_in OR s.night >= r.check_out OR s.landmark_id <> r.landmark_id
                OR r.site_number IS NULL OR s.site_number <> r.site_number)
                ORDER BY s.reservation_id, s.night
                """
            ).all()
            for row in strays {
                found.append(
                    "site \(try row.decode(column: "site_number", as: String.self)) is held on"
                        + " \(try row.decode(column: "night", as: String.self)) for reservation"
                        + " \(try row.decode(column: "reservation_id", as: UUID.self)), which holds no such night")
            }
            return found
        }
    }
}
