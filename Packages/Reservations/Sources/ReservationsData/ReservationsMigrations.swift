import FluentKit
import ReservationsDomain

/// Every migration of the Reservations feature, in order.
package enum ReservationsMigrations {
    /// Every migration; `landmarks` tells the sites of a landmark whose
    /// stays were booked before sites existed (`AddSiteNights`).
    package static func all(landmarks: any LandmarkDirectory) -> [any Migration] {
        [
            CreateReservations(), AddReservationRequestKeys(), CreateReservationOwners(), AddReservationPrices(),
            IndexFullNights(), CreateStayWatches(), AddSiteNights(landmarks: landmarks), IndexSiteNightsByNight(),
            CreateHolds(),
        ]
    }
}

/// `request_key`: the `Idempotency-Key` a booking was made with, unique per
/// owner, so a repeated request finds the reservation it made, and two sent
/// at once cannot both book (NULLs, bookings without a key, never collide).
struct AddReservationRequestKeys: AsyncMigration {
    var name: String { "Reservations.AddReservationRequestKeys" }

    func prepare(on database: any Database) async throws {
        let sql = try CampsiteNights.sqlDatabase(database)
        try await sql.raw("ALTER TABLE reservations ADD COLUMN request_key TEXT").run()
        try await sql.raw("CREATE UNIQUE INDEX reservations_owner_request_key ON reservations (owner_id, request_key)")
            .run()
    }

    func revert(on database: any Database) async throws {
        let sql = try CampsiteNights.sqlDatabase(database)
        try await sql.raw("DROP INDEX reservations_owner_request_key").run()
        try await sql.raw("ALTER TABLE reservations DROP COLUMN request_key").run()
    }
}

/// `campsite_nights_full`: only the nights with no campsite left, by date,
/// so a search by dates over every landmark reads those rows and no others.
struct IndexFullNights: AsyncMigration {
    var name: String { "Reservations.IndexFullNights" }

    func prepare(on database: any Database) async throws {
        try await CampsiteNights.sqlDatabase(database).raw(
            "CREATE INDEX campsite_nights_full ON campsite_nights (night, landmark_id) WHERE taken >= capacity"
        ).run()
    }

    func revert(on database: any Database) async throws {
        try await CampsiteNights.sqlDatabase(database).raw("DROP INDEX campsite_nights_full").run()
    }
}

/// `site_nights_by_night`: the site-nights by date, so a search by dates
/// over every landmark reads the stay's nights and no others. It replaces
/// `campsite_nights_full`, which that search read while it counted nights
/// rather than the sites that take a party.
struct IndexSiteNightsByNight: AsyncMigration {
    var name: String { "Reservations.IndexSiteNightsByNight" }

    func prepare(on database: any Database) async throws {
        let sql = try CampsiteNights.sqlDatabase(database)
        try await sql.raw(
            "CREATE INDEX site_nights_by_night ON site_nights (night, landmark_id, site_number)"
        ).run()
        try await sql.raw("DROP INDEX campsite_nights_full").run()
    }

    func revert(on database: any Database) async throws {
        let sql = try CampsiteNights.sqlDatabase(database)
        try await IndexFullNights().prepare(on: database)
        try await sql.raw("DROP INDEX site_nights_by_night").run()
    }
}
