import Foundation
import ReservationsData
import ReservationsDomain
import Synchronization
import Testing

@Suite struct CachedReservationRepositoryTests {
    /// The monotonic clock of the cache, moved by hand.
    final class Clock: Sendable {
        private let current = Mutex(ContinuousClock.now)
        var now: ContinuousClock.Instant { current.withLock { $0 } }
        func advance(_ duration: Duration) { current.withLock { $0 = $0.advanced(by: duration) } }
    }

    let december = Day(iso: "2026-12-01")!..<Day(iso: "2027-01-01")!

    func booking(_ checkIn: String, _ checkOut: String, landmark: Int = 7) -> Booking {
        try! BookingRules.validate(
            BookingDraft(landmarkID: landmark, checkIn: checkIn, checkOut: checkOut, guests: 2, notes: ""),
            today: Day(iso: "2026-11-22")!)
    }

    @Test func aBookingOrCancellationHereShowsAtOnce() async throws {
        try await TestDatabase.with { db in
            let cached = CachedReservationRepository(source: db.repository())
            let tenth = Day(iso: "2026-12-10")!
            #expect(try await cached.takenCampsites(landmarkID: 7, nights: december)[tenth] == nil)
            guard
                case .confirmed(let made) = try await cached.book(
                    booking("2026-12-10", "2026-12-11"), owner: UUID(), campsites: 3)
            else {
                Issue.record("refused")
                return
            }
            #expect(try await cached.takenCampsites(landmarkID: 7, nights: december)[tenth] == 1)
            _ = try await cached.cancel(id: made.id, owner: made.ownerID)
            #expect(try await cached.takenCampsites(landmarkID: 7, nights: december)[tenth, default: 0] == 0)
        }
    }

    @Test func aBookingElsewhereShowsOnceTheBoundHasPassedAndNotBefore() async throws {
        try await TestDatabase.with { db in
            let clock = Clock()
            let cached = CachedReservationRepository(source: db.repository(), clock: { clock.now })
            let tenth = Day(iso: "2026-12-10")!
            #expect(try await cached.takenCampsites(landmarkID: 7, nights: december)[tenth] == nil)
            try await db.withSecondHost { elsewhere in
                _ = try await elsewhere.book(booking("2026-12-10", "2026-12-11"), owner: UUID(), campsites: 3)
            }
            clock.advance(CachedReservationRepository.bound - .milliseconds(1))
            #expect(try await cached.takenCampsites(landmarkID: 7, nights: december)[tenth] == nil)
            clock.advance(.milliseconds(1))
            #expect(try await cached.takenCampsites(landmarkID: 7, nights: december)[tenth] == 1)
        }
    }

    @Test func aBookingForgetsOnlyItsOwnLandmark() async throws {
        try await TestDatabase.with { db in
            let cached = CachedReservationRepository(source: db.repository())
            let tenth = Day(iso: "2026-12-10")!
            _ = try await cached.takenCampsites(landmarkID: 8, nights: december)
            // Booked behind the cache's back: only a read of the database sees it.
            _ = try await db.repository().book(
                booking("2026-12-10", "2026-12-11", landmark: 8), owner: UUID(), campsites: 3)
            _ = try await cached.book(booking("2026-12-10", "2026-12-11"), owner: UUID(), campsites: 3)
            #expect(try await cached.takenCampsites(landmarkID: 8, nights: december)[tenth] == nil)
            cached.forget(landmarkID: 8)
            #expect(try await cached.takenCampsites(landmarkID: 8, nights: december)[tenth] == 1)
        }
    }

    @Test func theSitesASearchByDatesFindsTakenShowABookingHereAtOnceAndOneElsewhereWithinTheBound() async throws {
        try await TestDatabase.with { db in
            let clock = Clock()
            let cached = CachedReservationRepository(source: db.repository(), clock: { clock.now })
            let weekend = Day(iso: "2026-12-11")!..<Day(iso: "2026-12-13")!
            let later = Day(iso: "2026-12-20")!..<Day(iso: "2026-12-22")!
            #expect(try await cached.sitesTaken(anyNightOf: weekend) == [:])
            #expect(try await cached.sitesTaken(anyNightOf: later) == [:])
            try await db.withSecondHost { elsewhere in
                _ = try await elsewhere.book(booking("2026-12-20", "2026-12-21"), owner: UUID(), campsites: 3)
            }
            // A booking here forgets the ranges it shares a night with, and only those.
            guard
                case .confirmed(let made) = try await cached.book(
                    booking("2026-12-12", "2026-12-14"), owner: UUID(), campsites: 3)
            else {
                Issue.record("refused")
                return
            }
            #expect(try await cached.sitesTaken(anyNightOf: weekend) == [7: ["1"]])
            #expect(try await cached.sitesTaken(anyNightOf: later) == [:])
            clock.advance(CachedReservationRepository.bound)
            #expect(try await cached.sitesTaken(anyNightOf: later) == [7: ["1"]])
            _ = try await cached.cancel(id: made.id, owner: made.ownerID)
            #expect(try await cached.sitesTaken(anyNightOf: weekend) == [:])
        }
    }

    @Test func theSitesHeldByNightAtALandmarkShowABookingHereAtOnceAndOneElsewhereWithinTheBound() async throws {
        try await TestDatabase.with { db in
            let clock = Clock()
            let cached = CachedReservationRepository(source: db.repository(), clock: { clock.now })
            let (tenth, twentieth) = (Day(iso: "2026-12-10")!, Day(iso: "2026-12-20")!)
            #expect(try await cached.takenSites(landmarkID: 7, nights: december).all.isEmpty)
            try await db.withSecondHost { elsewhere in
                _ = try await elsewhere.book(booking("2026-12-20", "2026-12-21"), owner: UUID(), campsites: 3)
            }
            // Kept: the booking elsewhere is not seen yet.
            #expect(try await cached.takenSites(landmarkID: 7, nights: december).all.isEmpty)
            // A booking here forgets the landmark's site-nights: both show.
            guard
                case .confirmed(let made) = try await cached.book(
                    booking("2026-12-10", "2026-12-11"), owner: UUID(), campsites: 3)
            else {
                Issue.record("refused")
                return
            }
            #expect(
                try await cached.takenSites(landmarkID: 7, nights: december).all
                    == [
                        SiteNight(siteNumber: "1", night: twentieth),
                        SiteNight(siteNumber: made.siteNumber!, night: tenth),
                    ])
            _ = try await cached.cancel(id: made.id, owner: made.ownerID)
            #expect(
                try await cached.takenSites(landmarkID: 7, nights: december).all
                    == [SiteNight(siteNumber: "1", night: twentieth)])
            // One more elsewhere shows once the bound has passed.
            try await db.withSecondHost { elsewhere in
                _ = try await elsewhere.book(booking("2026-12-24", "2026-12-25"), owner: UUID(), campsites: 3)
            }
            #expect(try await cached.takenSites(landmarkID: 7, nights: december).all.count == 1)
            clock.advance(CachedReservationRepository.bound)
            #expect(try await cached.takenSites(landmarkID: 7, nights: december).all.count == 2)
        }
    }
}
