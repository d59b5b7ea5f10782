import FluentKit
import FluentSQL
import Foundation
import ReservationsDomain

/// Compares the `campsite_nights` counters with the confirmed reservations
/// (and the held site-nights) they stand for, and puts them right: `landmarks check [--repair]`.
///
/// The counters are what bookings trust (ADR 0139). Were one ever to drift,
/// a night would look full while a campsite stood empty, or the reverse, and
/// nothing else would tell.
package enum NightCounterAudit {
    /// One night whose counter disagrees with its reservations.
    package struct Drift: Sendable, Equatable, CustomStringConvertible {
        package var landmarkID: Int
        package var night: Day
        /// What `campsite_nights` says is taken (0 when it has no row).
        package var counted: Int
        /// How many confirmed reservations hold a campsite that night.
        package var reserved: Int

        package init(landmarkID: Int, night: Day, counted: Int, reserved: Int) {
            self.landmarkID = landmarkID
            self.night = night
            self.counted = counted
            self.reserved = reserved
        }

        package var description: String {
            "landmark \(landmarkID), night \(night.iso): counter says \(counted) taken, \(reserved) confirmed"
                + " reservations"
        }
    }

    /// Every night that drifted, by landmark and date. Reads one snapshot, so
    /// bookings made meanwhile do not show as drift.
    package static func drifts(on database: any Database) async throws -> [Drift] {
        try await database.transaction { transaction in
            let sql = try CampsiteNights.sqlDatabase(transaction)
            if sql.dialect.name == "postgresql" {
                try await sql.raw("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ").run()
            }
            return try await compare(on: sql)
        }
    }

    /// Sets every drifted counter to its reservations, with bookings held off
    /// meanwhile; `campsites` gives a landmark's count for a night that has
    /// reservations but no counter yet. Returns what was wrong, and what
    /// could not be put right: a night holding more reservations than its
    /// capacity, which needs a person, not a counter.
    package static func repair(on database: any Database, campsites: @escaping @Sendable (Int) async throws -> Int?)
        async throws -> (repaired: [Drift], overCapacity: [Drift])
    {
        try await database.transaction { transaction in
            let sql = try CampsiteNights.sqlDatabase(transaction)
            if sql.dialect.name == "postgresql" {
                try await sql.raw("LOCK TABLE reservations, campsite_nights IN EXCLUSIVE MODE").run()
            } else {
                // A write that changes nothing: on SQLite it takes the write
                // lock at once, so no booking commits between read and repair.
                try await sql.raw("UPDATE campsite_nights SET taken = taken WHERE landmark_id < 0").run()
            }
            var repaired: [Drift] = []
            var overCapacity: [Drift] = []
            let capacities = try await Self.capacities(on: sql)
            for drift in try await compare(on: sql) {
                let stored = capacities[Key(landmarkID: drift.landmarkID, night: drift.night)]
                let capacity = if let stored { stored } else { try await campsites(drift.landmarkID) ?? 0 }
                guard drift.reserved <= capacity else {
                    overCapacity.append(drift)
                    continue
                }
                if stored != nil {
                    try await sql.raw(
                        """
                        UPDATE campsite_nights SET taken = \(bind: drift.reserved)
                        WHERE landmark_id = \(bind: drift.landmarkID) AND night = \(bind: drift.night.iso)
                        """
                    ).run()
                } else {
                    try await sql.raw(
                        """
                        INSERT INTO campsite_nights (landmark_id, night, capacity, taken)
                        VALUES (\(bind: drift.landmarkID), \(bind: drift.night.iso), \(bind: capacity),\
                         \(bind: drift.reserved))
                        """
                    ).run()
                }
                repaired.append(drift)
            }
            return (repaired, overCapacity)
        }
    }

    private struct Key: Hashable, Comparable {
        var landmarkID: Int
        var night: Day

        static func < (lhs: Key, rhs: Key) -> Bool { (lhs.landmarkID, lhs.night) < (rhs.landmarkID, rhs.night) }
    }

    private static func compare(on sql: any SQLDatabase) async throws -> [Drift] {
        var reserved: [Key: Int] = [:]
        let stays = try await sql.raw(
            """
            SELECT landmark_id, check_in, check_out FROM reservations
            WHERE status = \(bind: ReservationStatus.confirmed.rawValue)
            """
        ).all()
        for row in stays {
            let landmarkID = try row.decode(column: "landmark_id", as: Int.self)
            let checkIn = try row.decode(column: "check_in", as: String.self)
            let checkOut = try row.decode(column: "check_out", as: String.self)
            guard let first = Day(iso: checkIn), let last = Day(iso: checkOut), last > first else {
                throw ReservationsError.invalidRecord(
                    "a reservation at landmark \(landmarkID) has dates \(checkIn)..\(checkOut)")
            }
            for night in Stay(checkIn: first, checkOut: last).nights {
                reserved[Key(landmarkID: landmarkID, night: night), default: 0] += 1
            }
        }
        // A hold's site-nights are counted until the booking or sweep that
        // next passes them gives them back, expired or not (ADR 0139).
        let held = try await sql.raw("SELECT landmark_id, night FROM site_nights WHERE held_until_ms IS NOT NULL")
            .all()
        for row in held {
            let text = try row.decode(column: "night", as: String.self)
            guard let night = Day(iso: text) else {
                throw ReservationsError.invalidRecord("a held site-night is \"\(text)\"")
            }
            reserved[Key(landmarkID: try row.decode(column: "landmark_id", as: Int.self), night: night), default: 0] +=
                1
        }
        var counted: [Key: Int] = [:]
        for row in try await sql.raw("SELECT landmark_id, night, taken FROM campsite_nights").all() {
            let text = try row.decode(column: "night", as: String.self)
            guard let night = Day(iso: text) else {
                throw ReservationsError.invalidRecord("a campsite night is \"\(text)\"")
            }
            counted[Key(landmarkID: try row.decode(column: "landmark_id", as: Int.self), night: night)] =
                try row.decode(column: "taken", as: Int.self)
        }
        return Set(reserved.keys).union(counted.keys).sorted().compactMap { key in
            let drift = Drift(
                landmarkID: key.landmarkID, night: key.night, counted: counted[key] ?? 0, reserved: reserved[key] ?? 0)
            return drift.counted == drift.reserved ? nil : drift
        }
    }

    private static func capacities(on sql: any SQLDatabase) async throws -> [Key: Int] {
        var capacities: [Key: Int] = [:]
        for row in try await sql.raw("SELECT landmark_id, night, capacity FROM campsite_nights").all() {
            let text = try row.decode(column: "night", as: String.self)
            guard let night = Day(iso: text) else { continue }
            capacities[Key(landmarkID: try row.decode(column: "landmark_id", as: Int.self), night: night)] =
                try row.decode(column: "capacity", as: Int.self)
        }
        return capacities
    }
}
