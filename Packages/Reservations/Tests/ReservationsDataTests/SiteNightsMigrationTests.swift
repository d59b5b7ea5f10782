import DatabaseTesting
import FluentKit
import FluentSQL
import Foundation
import ReservationsData
import ReservationsDomain
import Testing

@Suite struct SiteNightsMigrationTests {
    /// Three landmarks' sites: mixed sizes, an accessible one, and a landmark
    /// of one site.
    static let sites: [Int: [BookableSite]] = [
        1: [
            .site("A1", people: 6, accessible: true), .site("A2", people: 6), .site("A3", people: 6),
            .site("B1", people: 8), .site("W1", people: 4, vehicles: 0),
        ],
        2: [.site("A1", people: 6), .site("A2", people: 6), .site("B1", people: 8)],
        3: [.site("A1", people: 4)],
    ]

    /// A stay as stored before sites.
    struct Stored: Equatable {
        let id: UUID
        let landmarkID: Int
        let stay: Stay
        let guests: Int
        let cancelled: Bool
    }

    /// Hundreds of random stays written as the schema before sites stored
    /// them (counters kept as bookings kept them, cancelled stays freeing
    /// their nights), migrated: every stay keeps every value, each confirmed
    /// one holds a real site of its landmark, no site-night is held twice,
    /// and each night's counter equals its site-nights.
    @Test func everyStoredStayGetsASiteOfItsLandmarkWithNoSiteNightHeldTwice() async throws {
        var generator = SeededGenerator(seed: 20_261_127)
        let migrations = ReservationsMigrations.all(landmarks: SiteDirectory(sites: Self.sites))
        let index = try #require(migrations.firstIndex { $0.name == "Reservations.AddSiteNights" })
        let store = try await MigratedDatabase(Array(migrations[..<index]))
        do {
            let stored = try await fill(store, count: 500, using: &generator)
            #expect(stored.count > 150, "many random stays fit")
            #expect(stored.contains { $0.cancelled })
            let before = try await rows(store)
            try await store.migrate(Array(migrations[index...]))
            try await check(store, stored: stored, before: before)
        } catch {
            await store.close()
            throw error
        }
        await store.close()
    }

    /// A stay whose landmark has no sites any more stops the migration with
    /// its landmark named, and nothing is half given.
    @Test func aLandmarkWithStaysButNoSitesStopsTheMigrationNamingIt() async throws {
        let migrations = ReservationsMigrations.all(landmarks: SiteDirectory(sites: [:]))
        let index = try #require(migrations.firstIndex { $0.name == "Reservations.AddSiteNights" })
        let store = try await MigratedDatabase(Array(migrations[..<index]))
        do {
            let start = Day(iso: "2027-03-01")!
            try await insert(
                Stored(
                    id: UUID(), landmarkID: 9, stay: Stay(checkIn: start, checkOut: start.adding(days: 2)), guests: 2,
                    cancelled: false), on: store.sql)
            let failure = await #expect(throws: ReservationsError.self) {
                try await store.migrate(Array(migrations[index...]))
            }
            #expect(
                failure?.message.contains("landmark 9 has 1 stays but no sites") == true,
                "\(String(describing: failure))")
            let given = try await store.sql.raw("SELECT COUNT(*) AS n FROM site_nights").first()?
                .decode(column: "n", as: Int.self)
            #expect(given == 0)
        } catch {
            await store.close()
            throw error
        }
        await store.close()
    }

    private func fill(_ store: MigratedDatabase, count: Int, using generator: inout SeededGenerator) async throws
        -> [Stored]
    {
        let first = Day(iso: "2027-01-01")!
        var taken: [Int: [Day: Int]] = [:]
        var stored: [Stored] = []
        for _ in 0..<count {
            let landmarkID = Int.random(in: 1...3, using: &generator)
            let checkIn = first.adding(days: Int.random(in: 0..<60, using: &generator))
            let stay = Stay(checkIn: checkIn, checkOut: checkIn.adding(days: Int.random(in: 1...5, using: &generator)))
            let capacity = Self.sites[landmarkID]!.count
            guard stay.nights.allSatisfy({ (taken[landmarkID]?[$0] ?? 0) < capacity }) else { continue }
            let cancelled = Int.random(in: 0..<5, using: &generator) == 0
            if !cancelled { for night in stay.nights { taken[landmarkID, default: [:]][night, default: 0] += 1 } }
            let row = Stored(
                id: UUID(), landmarkID: landmarkID, stay: stay, guests: Int.random(in: 1...8, using: &generator),
                cancelled: cancelled)
            try await insert(row, on: store.sql)
            stored.append(row)
        }
        for (landmarkID, nights) in taken {
            for (night, count) in nights {
                try await store.sql.raw(
                    """
                    INSERT INTO campsite_nights (landmark_id, night, capacity, taken)
                    VALUES (\(bind: landmarkID), \(bind: night.iso), \(bind: Self.sites[landmarkID]!.count),\
                     \(bind: count))
                    """
                ).run()
            }
        }
        return stored
    }

    private func insert(_ row: Stored, on sql: any SQLDatabase) async throws {
        try await sql.raw(
            """
            INSERT INTO reservations (id, landmark_id, owner_id, check_in, check_out, guests, notes, status,\
             created_at, nightly_fee_cents, total_cents, confirmation_code)
            VALUES (\(bind: row.id), \(bind: row.landmarkID), \(bind: UUID()), \(bind: row.stay.checkIn.iso),
                    \(bind: row.stay.checkOut.iso), \(bind: row.guests), \(bind: "n"),
                    \(bind: row.cancelled ? "cancelled" : "confirmed"), \(bind: Date(timeIntervalSince1970: 1e9)),
                    \(bind: 2_000), \(bind: 2_000 * row.stay.nightCount), \(bind: ConfirmationCode.random().value))
            """
        ).run()
    }

    /// Every stored column but the site, as text, by id.
    private func rows(_ store: MigratedDatabase) async throws -> [UUID: String] {
        var rows: [UUID: String] = [:]
        for row in try await store.sql.raw(
            """
            SELECT id, landmark_id, owner_id, check_in, check_out, guests, notes, status, created_at,
            nightly_fee_cents, total_cents, confirmation_code FROM reservations
            """
        ).all() {
            let id = try row.decode(column: "id", as: UUID.self)
            rows[id] = [
                "\(try row.decode(column: "landmark_id", as: Int.self))",
                "\(try row.decode(column: "owner_id", as: UUID.self))",
                try row.decode(column: "check_in", as: String.self),
                try row.decode(column: "check_out", as: String.self),
                "\(try row.decode(column: "guests", as: Int.self))", try row.decode(column: "notes", as: String.self),
                try row.decode(column: "status", as: String.self),
                "\(try row.decode(column: "created_at", as: Date.self))",
                "\(try row.decode(column: "nightly_fee_cents", as: Int.self))",
                "\(try row.decode(column: "total_cents", as: Int.self))",
                try row.decode(column: "confirmation_code", as: String.self),
            ].joined(separator: "|")
        }
        return rows
    }

    private func check(_ store: MigratedDatabase, stored: [Stored], before: [UUID: String]) async throws {
        #expect(try await rows(store) == before)
        let repository = FluentReservationRepository(database: store.database)
        var held: [String: UUID] = [:]
        var fitting = 0
        for row in stored {
            let owner = try #require(
                try await store.sql.raw("SELECT owner_id FROM reservations WHERE id = \(bind: row.id)").first()?
                    .decode(column: "owner_id", as: UUID.self))
            let stay = try #require(try await repository.reservation(id: row.id, owner: owner))
            let number = try #require(stay.siteNumber, "stay \(row.id) has a site")
            let site = try #require(Self.sites[row.landmarkID]!.first { $0.number == number })
            if site.fits(guests: row.guests, vehicles: 1) { fitting += 1 }
            guard !row.cancelled else { continue }
            for night in row.stay.nights {
                let key = "\(row.landmarkID)/\(number)/\(night.iso)"
                #expect(held[key] == nil, "\(key) given twice")
                held[key] = row.id
            }
        }
        #expect(fitting * 10 >= stored.count * 8, "most stays got a site that takes their party: \(fitting)")
        let siteNights = try await store.sql.raw(
            "SELECT landmark_id, site_number, night, reservation_id FROM site_nights"
        ).all()
        #expect(siteNights.count == held.count)
        for row in siteNights {
            let key =
                "\(try row.decode(column: "landmark_id", as: Int.self))/"
                + "\(try row.decode(column: "site_number", as: String.self))/"
                + (try row.decode(column: "night", as: String.self))
            #expect(held[key] == (try row.decode(column: "reservation_id", as: UUID.self)), "\(key)")
        }
        #expect(try await NightCounterAudit.drifts(on: store.database()).isEmpty)
        #expect(try await SiteNightAudit.disagreements(on: store.database()) == [])
    }
}

/// The same numbers on every run, so a failure can be run again.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        // SplitMix64.
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
