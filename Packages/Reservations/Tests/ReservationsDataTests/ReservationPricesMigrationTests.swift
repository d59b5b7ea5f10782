import DatabaseTesting
import FluentKit
import FluentSQL
import Foundation
import ReservationsData
import ReservationsDomain
import Testing

@Suite struct ReservationPricesMigrationTests {
    /// Stays booked before prices existed were free: they keep 0 and each
    /// gets a code of its own, and the new column refuses a repeated code.
    @Test func storedStaysGetZeroPricesAndDistinctCodesThenCodesAreUnique() async throws {
        let migrations = ReservationsMigrations.all(landmarks: SiteDirectory(sites: [7: [.site("A1"), .site("A2")]]))
        let prices = try #require(migrations.firstIndex { $0.name == "Reservations.AddReservationPrices" })
        let store = try await MigratedDatabase(Array(migrations[..<prices]))
        do {
            try await check(store, Array(migrations[prices...]))
        } catch {
            await store.close()
            throw error
        }
        await store.close()
    }

    /// `later`: the prices' migration and every one after it.
    private func check(_ store: MigratedDatabase, _ later: [any Migration]) async throws {
        let owner = UUID()
        for (checkIn, checkOut) in [
            ("2026-12-01", "2026-12-03"), ("2026-12-05", "2026-12-07"), ("2026-12-09", "2026-12-11"),
        ] {
            try await store.sql.raw(
                """
                INSERT INTO reservations (id, landmark_id, owner_id, check_in, check_out, guests, notes, status,\
                 created_at)
                VALUES (\(bind: UUID()), \(bind: 7), \(bind: owner), \(bind: checkIn), \(bind: checkOut),
                        \(bind: 2), \(bind: ""), \(bind: "confirmed"), \(bind: Date()))
                """
            ).run()
        }
        try await store.migrate(later)
        let stays = try await FluentReservationRepository(database: store.database).reservations(
            owner: owner, landmarkID: nil)
        #expect(stays.count == 3)
        #expect(stays.allSatisfy { $0.nightlyFee == 0 && $0.total == 0 })
        #expect(Set(stays.map(\.confirmationCode)).count == 3)
        let repeated = await #expect(throws: (any Error).self) {
            try await store.sql.raw(
                "UPDATE reservations SET confirmation_code = \(bind: stays[0].confirmationCode.value) WHERE id ="
                    + " \(bind: stays[1].id)"
            ).run()
        }
        #expect(String(describing: repeated).contains("UNIQUE constraint failed"), "\(String(describing: repeated))")
    }
}
