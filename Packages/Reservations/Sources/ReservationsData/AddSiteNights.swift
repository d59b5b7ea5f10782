import FluentKit
import FluentSQL
import Foundation
import ReservationsDomain

/// Makes `site_nights` and the reservations' `site_number`, then gives every
/// stay stored before sites existed a site of its landmark, as the Landmarks
/// feature lays them out (asked through `landmarks`, ADR 0139).
///
/// A landmark's stays are given sites in order of check-in (larger parties
/// first on the same day, as they fit fewer sites), each the site
/// `SiteChoice` would pick among those whose last stay has ended by then (a
/// site that takes the party if one is free, else any free site). Taken in
/// that order, a stay's earlier neighbours that share a night with it all
/// hold its first night; the night counters never let those be as many as
/// the sites, so a free site always remains and no site-night is given twice.
package struct AddSiteNights: AsyncMigration {
    package var name: String { "Reservations.AddSiteNights" }
    let landmarks: any LandmarkDirectory

    package init(landmarks: any LandmarkDirectory) {
        self.landmarks = landmarks
    }

    package func prepare(on database: any Database) async throws {
        let sql = try CampsiteNights.sqlDatabase(database)
        try await sql.create(table: SiteNights.table)
            .column("landmark_id", type: .int, .notNull)
            .column("site_number", type: .text, .notNull)
            .column("night", type: .text, .notNull)
            .column("reservation_id", type: .custom(SQLRaw("UUID")), .notNull)
            .primaryKey("landmark_id", "site_number", "night")
            .run()
        try await sql.raw("CREATE INDEX site_nights_reservation ON site_nights (reservation_id)").run()
        try await sql.raw("ALTER TABLE reservations ADD COLUMN site_number TEXT").run()
        try await Self.giveSites(on: database, landmarks: landmarks)
    }

    package func revert(on database: any Database) async throws {
        let sql = try CampsiteNights.sqlDatabase(database)
        try await sql.raw("ALTER TABLE reservations DROP COLUMN site_number").run()
        try await sql.drop(table: SiteNights.table).ifExists().run()
    }

    /// Gives a site to every stay without one, landmark by landmark, each
    /// landmark in a transaction of its own. The landmark's sites are asked
    /// for outside it: the feature that keeps them reads its own tables.
    static func giveSites(on database: any Database, landmarks: any LandmarkDirectory) async throws {
        let sql = try CampsiteNights.sqlDatabase(database)
        let waiting = try await sql.raw(
            "SELECT DISTINCT landmark_id FROM reservations WHERE site_number IS NULL ORDER BY landmark_id"
        ).all().map { try $0.decode(column: "landmark_id", as: Int.self) }
        for landmarkID in waiting {
            let sites = try await landmarks.landmark(id: landmarkID)?.sites ?? []
            try await database.transaction { transaction in
                try await giveSites(
                    atLandmark: landmarkID, sites: sites, on: try CampsiteNights.sqlDatabase(transaction))
            }
        }
    }

    private struct Waiting {
        let id: UUID
        let stay: Stay
        let guests: Int
        let holdsNights: Bool
    }

    private static func giveSites(atLandmark landmarkID: Int, sites: [BookableSite], on sql: any SQLDatabase)
        async throws
    {
        let rows = try await sql.raw(
            """
            SELECT id, check_in, check_out, guests, status FROM reservations
            WHERE landmark_id = \(bind: landmarkID) AND site_number IS NULL
            ORDER BY check_in, guests DESC, created_at, id
            """
        ).all()
        let stays = try rows.map { row in
            let id = try row.decode(column: "id", as: UUID.self)
            let checkIn = try row.decode(column: "check_in", as: String.self)
            let checkOut = try row.decode(column: "check_out", as: String.self)
            guard let first = Day(iso: checkIn), let last = Day(iso: checkOut), last > first else {
                throw ReservationsError.invalidRecord("reservation \(id) has dates \(checkIn)..\(checkOut)")
            }
            return Waiting(
                id: id, stay: Stay(checkIn: first, checkOut: last),
                guests: try row.decode(column: "guests", as: Int.self),
                holdsNights: try row.decode(column: "status", as: String.self) != ReservationStatus.cancelled.rawValue)
        }
        guard !stays.isEmpty else { return }
        guard !sites.isEmpty else {
            throw ReservationsError.invalidRecord(
                "landmark \(landmarkID) has \(stays.count) stays but no sites to give them: restore its campsites"
                    + " in the catalogue, then start again")
        }
        // The morning each site is free again, from the stays given it so far.
        var freeFrom: [String: Day] = [:]
        for waiting in stays {
            // A cancelled stay holds no night: it is told the site that would
            // have suited it, whoever holds that now.
            let taken = waiting.holdsNights ? Set(freeFrom.filter { $0.value > waiting.stay.checkIn }.keys) : []
            var booking = Booking(landmarkID: landmarkID, stay: waiting.stay, guests: waiting.guests, notes: "")
            let fitting = SiteChoice.site(for: booking, among: sites, taken: taken)
            // A stay booked before sites had sizes may fit none of them: it
            // keeps its nights on any free site.
            booking = Booking(landmarkID: landmarkID, stay: waiting.stay, guests: 1, notes: "")
            booking.vehicles = 0
            guard
                let site = (try? fitting.get())
                    ?? (try? SiteChoice.site(for: booking, among: sites, taken: taken).get())
            else {
                throw ReservationsError.invalidRecord(
                    "no site of landmark \(landmarkID) is free for reservation \(waiting.id) from"
                        + " \(waiting.stay.checkIn.iso): its nights hold more stays than it has sites")
            }
            try await sql.raw(
                "UPDATE reservations SET site_number = \(bind: site.number) WHERE id = \(bind: waiting.id)"
            ).run()
            guard waiting.holdsNights else { continue }
            freeFrom[site.number] = waiting.stay.checkOut
            var insert = sql.insert(into: SiteNights.table)
                .columns("landmark_id", "site_number", "night", "reservation_id")
            for night in waiting.stay.nights {
                insert = insert.values(
                    SQLBind(landmarkID), SQLBind(site.number), SQLBind(night.iso), SQLBind(waiting.id))
            }
            try await insert.run()
        }
    }
}
