import FluentKit
import FluentSQL
import Foundation
import ReservationsDomain

/// The `campsite_nights` counters, always written inside the caller's
/// transaction, night by night in date order so that two transactions on
/// PostgreSQL take their row locks in the same order and never deadlock.
enum CampsiteNights {
    enum Failure: Error {
        case notSQL
    }

    /// Thrown inside a booking's transaction to roll it back.
    struct Full: Error {
        let night: Day
    }

    /// Takes one campsite on every night, or throws `Full` naming the first
    /// night that has none left.
    static func take(_ stay: Stay, landmarkID: Int, campsites: Int, on database: any Database) async throws {
        let sql = try sqlDatabase(database)
        for night in stay.nights {
            // One statement a night: a night nobody booked yet gets its row
            // with this campsite taken; a counted night has its count raised
            // only while a campsite is free by the row's capacity (which only
            // a catalogue import changes) and by the count this booking was
            // told. A write from its first statement: on SQLite it takes the
            // write lock at once, so concurrent bookings queue instead of
            // failing to upgrade a read lock; on PostgreSQL it locks the row,
            // and the condition is judged on the row as the last booking to
            // hold that lock left it.
            let raised = try await sql.raw(
                """
                INSERT INTO campsite_nights (landmark_id, night, capacity, taken)
                VALUES (\(bind: landmarkID), \(bind: night.iso), \(bind: campsites), 1)
                ON CONFLICT (landmark_id, night) DO UPDATE SET taken = campsite_nights.taken + 1
                WHERE campsite_nights.taken < campsite_nights.capacity AND campsite_nights.taken < \(bind: campsites)
                RETURNING taken
                """
            ).all()
            if raised.isEmpty { throw Full(night: night) }
        }
    }

    /// On PostgreSQL, locks the counted nights of the stay, in date order,
    /// as `take` would: what a booking does before it gives back expired
    /// holds of these nights, so that it never locks a night out of order.
    /// On SQLite the first write of the transaction holds every night.
    static func lock(_ stay: Stay, landmarkID: Int, on sql: any SQLDatabase) async throws {
        guard sql.dialect.name == "postgresql" else { return }
        try await sql.raw(
            """
            SELECT night FROM campsite_nights
            WHERE landmark_id = \(bind: landmarkID) AND night >= \(bind: stay.checkIn.iso)
            AND night < \(bind: stay.checkOut.iso)
            ORDER BY night FOR UPDATE
            """
        ).run()
    }

    /// The nights a release gave back that had no campsite left before it,
    /// by landmark: what a watch waits for.
    typealias Reopened = [Int: Set<Day>]

    /// Gives back one campsite on every night of the stay.
    @discardableResult
    static func free(_ stay: Stay, landmarkID: Int, on database: any Database) async throws -> Reopened {
        try await free(stay.nights.map { (landmarkID, $0) }, on: database)
    }

    /// Gives back one campsite per entry, which may name a night more than
    /// once. Freed night by night in date order, the order a booking takes
    /// them in, so a release spanning several stays never deadlocks with one.
    @discardableResult
    static func free(_ nights: [(landmarkID: Int, night: Day)], on database: any Database) async throws -> Reopened {
        let sql = try sqlDatabase(database)
        let ordered = nights.sorted { ($0.night, $0.landmarkID) < ($1.night, $1.landmarkID) }
        var reopened: Reopened = [:]
        for (landmarkID, night) in ordered {
            let rows = try await sql.raw(
                """
                UPDATE campsite_nights SET taken = taken - 1
                WHERE landmark_id = \(bind: landmarkID) AND night = \(bind: night.iso) AND taken > 0
                RETURNING taken, capacity
                """
            ).all()
            guard let row = rows.first else { continue }
            let taken = try row.decode(column: "taken", as: Int.self)
            let capacity = try row.decode(column: "capacity", as: Int.self)
            // Full before this campsite came back, and free now.
            if taken + 1 >= capacity, taken < capacity { reopened[landmarkID, default: []].insert(night) }
        }
        return reopened
    }

    /// The nights of the range with no campsite left at a landmark.
    static func fullNights(landmarkID: Int, nights: Range<Day>, on database: any Database) async throws -> Set<Day> {
        let rows = try await sqlDatabase(database).raw(
            """
            SELECT night FROM campsite_nights
            WHERE landmark_id = \(bind: landmarkID) AND taken >= capacity AND night >= \(bind: nights.lowerBound.iso)
            AND night < \(bind: nights.upperBound.iso)
            """
        ).all()
        return Set(try rows.compactMap { Day(iso: try $0.decode(column: "night", as: String.self)) })
    }

    /// Sets every counted night of a landmark to a new number of campsites,
    /// inside the catalogue import's transaction; when some night already has
    /// more taken than that, changes nothing and returns those nights.
    static func changeCapacity(landmarkID: Int, to campsites: Int, on database: any Database) async throws
        -> (overFull: [String], reopened: Reopened)
    {
        let sql = try sqlDatabase(database)
        let over = try await sql.raw(
            """
            SELECT night, taken FROM campsite_nights
            WHERE landmark_id = \(bind: landmarkID) AND taken > \(bind: campsites) ORDER BY night
            """
        ).all()
        if !over.isEmpty {
            let nights = try over.map { row in
                "\(try row.decode(column: "night", as: String.self))"
                    + " (\(try row.decode(column: "taken", as: Int.self)) booked)"
            }
            return (nights, [:])
        }
        // More campsites give back the nights that were full.
        let wasFull = try await sql.raw(
            """
            SELECT night FROM campsite_nights
            WHERE landmark_id = \(bind: landmarkID) AND taken >= capacity AND taken < \(bind: campsites)
            """
        ).all()
        let reopened = Set(try wasFull.compactMap { Day(iso: try $0.decode(column: "night", as: String.self)) })
        // The CHECK constraint backs this up: a booking that slipped in since
        // the SELECT makes this UPDATE fail, and the import with it.
        try await sql.raw(
            "UPDATE campsite_nights SET capacity = \(bind: campsites) WHERE landmark_id = \(bind: landmarkID)"
        ).run()
        return ([], reopened.isEmpty ? [:] : [landmarkID: reopened])
    }

    /// How many campsites are taken on each night at `now`: the counters,
    /// less the site-nights of holds expired by then that no booking has
    /// given back yet (few, found through the index of held rows).
    static func taken(landmarkID: Int, nights: Range<Day>, now: Date, on database: any Database) async throws
        -> [Day: Int]
    {
        let rows = try await sqlDatabase(database).raw(
            """
            SELECT c.night, c.taken - COALESCE(expired.count, 0) AS taken FROM campsite_nights c
            LEFT JOIN (
                SELECT night, COUNT(*) AS count FROM site_nights
                WHERE landmark_id = \(bind: landmarkID) AND night >= \(bind: nights.lowerBound.iso)
                AND night < \(bind: nights.upperBound.iso) AND held_until_ms <= \(bind: SiteNights.milliseconds(now))
                GROUP BY night
            ) AS expired ON expired.night = c.night
            WHERE c.landmark_id = \(bind: landmarkID) AND c.night >= \(bind: nights.lowerBound.iso) AND c.night <\
             \(bind: nights.upperBound.iso)
            """
        ).all()
        var taken: [Day: Int] = [:]
        for row in rows {
            let text = try row.decode(column: "night", as: String.self)
            guard let night = Day(iso: text) else {
                throw ReservationsError.invalidRecord("a campsite night is \"\(text)\"")
            }
            taken[night] = try row.decode(column: "taken", as: Int.self)
        }
        return taken
    }

    static func sqlDatabase(_ database: any Database) throws -> any SQLDatabase {
        guard let sql = database as? any SQLDatabase else { throw Failure.notSQL }
        return sql
    }
}
