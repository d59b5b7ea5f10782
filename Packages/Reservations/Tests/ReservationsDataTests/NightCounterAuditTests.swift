import FluentKit
import FluentSQL
import Foundation
import ReservationsData
import ReservationsDomain
import Testing

@Suite struct NightCounterAuditTests {
    func booking(_ checkIn: String, _ checkOut: String, landmark: Int = 7) -> Booking {
        try! BookingRules.validate(
            BookingDraft(landmarkID: landmark, checkIn: checkIn, checkOut: checkOut, guests: 1),
            today: Day(iso: "2026-11-22")!)
    }

    @Test func countersKeptByBookingsAndCancellationsAgree() async throws {
        try await TestDatabase.with { db in
            let repository = db.repository()
            _ = try await repository.book(booking("2026-12-01", "2026-12-04"), owner: UUID(), campsites: 3)
            guard
                case .confirmed(let gone) = try await repository.book(
                    booking("2026-12-02", "2026-12-03"), owner: UUID(), campsites: 3)
            else {
                Issue.record("refused")
                return
            }
            _ = try await repository.book(booking("2026-12-02", "2026-12-03", landmark: 8), owner: UUID(), campsites: 3)
            _ = try await repository.cancel(id: gone.id, owner: gone.ownerID)
            #expect(try await NightCounterAudit.drifts(on: db.database).isEmpty)
        }
    }

    @Test func driftIsReportedNightByNightAndRepairedToTheReservations() async throws {
        try await TestDatabase.with { db in
            let repository = db.repository()
            _ = try await repository.book(booking("2026-12-01", "2026-12-03"), owner: UUID(), campsites: 4)
            _ = try await repository.book(booking("2026-12-02", "2026-12-03"), owner: UUID(), campsites: 4)
            // Three ways a counter can be wrong: too high, too low, missing.
            try await db.sql.raw("UPDATE campsite_nights SET taken = 3 WHERE night = '2026-12-01'").run()
            try await db.sql.raw("UPDATE campsite_nights SET taken = 0 WHERE night = '2026-12-02'").run()
            try await db.sql.raw(
                """
                INSERT INTO reservations (id, landmark_id, owner_id, check_in, check_out, guests, notes, status,\
                 created_at)
                VALUES (\(bind: UUID()), 9, \(bind: UUID()), '2026-12-05', '2026-12-06', 1, '', 'confirmed',\
                 \(bind: Date()))
                """
            ).run()
            let drifts = try await NightCounterAudit.drifts(on: db.database)
            let day = { (text: String) in Day(iso: text)! }
            #expect(
                drifts == [
                    .init(landmarkID: 7, night: day("2026-12-01"), counted: 3, reserved: 1),
                    .init(landmarkID: 7, night: day("2026-12-02"), counted: 0, reserved: 2),
                    .init(landmarkID: 9, night: day("2026-12-05"), counted: 0, reserved: 1),
                ])
            #expect(
                drifts[0].description == "landmark 7, night 2026-12-01: counter says 3 taken, 1 confirmed reservations")
            // Nothing was changed by looking.
            #expect(try await db.taken(landmark: 7, night: "2026-12-01") == 3)

            let (repaired, overCapacity) = try await NightCounterAudit.repair(on: db.database) { id in id == 9 ? 2 : nil
            }
            #expect(repaired == drifts)
            #expect(overCapacity.isEmpty)
            #expect(try await NightCounterAudit.drifts(on: db.database).isEmpty)
            #expect(try await db.taken(landmark: 7, night: "2026-12-01") == 1)
            #expect(try await db.taken(landmark: 7, night: "2026-12-02") == 2)
            #expect(try await db.taken(landmark: 9, night: "2026-12-05") == 1)
            // The repaired counters are the ones bookings now trust: one campsite is left on the 5th.
            guard
                case .confirmed = try await repository.book(
                    booking("2026-12-05", "2026-12-06", landmark: 9), owner: UUID(), campsites: 2)
            else {
                Issue.record("the repaired night refused a free campsite")
                return
            }
            #expect(
                try await repository.book(booking("2026-12-05", "2026-12-06", landmark: 9), owner: UUID(), campsites: 2)
                    == .full(night: day("2026-12-05")))
        }
    }

    @Test func aNightWithMoreReservationsThanCampsitesIsLeftForAPerson() async throws {
        try await TestDatabase.with { db in
            for _ in 0..<2 {
                try await db.sql.raw(
                    """
                    INSERT INTO reservations (id, landmark_id, owner_id, check_in, check_out, guests, notes, status,\
                     created_at)
                    VALUES (\(bind: UUID()), 4, \(bind: UUID()), '2026-12-05', '2026-12-06', 1, '', 'confirmed',\
                     \(bind: Date()))
                    """
                ).run()
            }
            let (repaired, overCapacity) = try await NightCounterAudit.repair(on: db.database) { _ in 1 }
            #expect(repaired.isEmpty)
            #expect(overCapacity.map(\.reserved) == [2])
            #expect(try await db.count("campsite_nights") == 0)
        }
    }
}
