import Foundation
import ReservationsDomain
import Testing

/// One stay at a time at each landmark, and a cap on the stays an account
/// holds that have not ended.
struct BookingLimitsTests {
    let store = InMemoryReservations()
    let today = Day(iso: "2026-11-22")!
    let alice = UUID()
    let events = EventLog()

    func book(limit: Int = 6, on day: Day? = nil) -> BookCampsite {
        BookCampsite(
            reservations: store, landmarks: FixedLandmarks(), today: noon(day ?? today),
            limits: BookingLimits(upcomingStays: limit), record: events.record)
    }

    func draft(_ checkIn: String, _ checkOut: String, landmark: Int = 1) -> BookingDraft {
        BookingDraft(landmarkID: landmark, checkIn: checkIn, checkOut: checkOut, guests: 2)
    }

    @Test func aStaySharingANightWithOneAlreadyHeldAtTheLandmarkIsRefusedNamingIt() async throws {
        _ = try await book()(draft("2026-12-01", "2026-12-04"), owner: alice)
        let held = Stay(checkIn: Day(iso: "2026-12-01")!, checkOut: Day(iso: "2026-12-04")!)
        for (checkIn, checkOut) in [
            ("2026-12-03", "2026-12-05"), ("2026-11-30", "2026-12-02"), ("2026-12-02", "2026-12-03"),
            ("2026-11-28", "2026-12-06"),
        ] {
            await #expect(throws: ReservationsError.overlappingStay(held)) {
                try await book()(draft(checkIn, checkOut), owner: alice)
            }
        }
        #expect(store.all.count == 1)
        #expect(events.events.last == .bookingOverLimit(landmarkID: 1, ownerID: alice, limit: .overlappingStay))
        #expect(ReservationsError.overlappingStay(held).message.contains("from Tue 1 Dec – Fri 4 Dec 2026"))
    }

    @Test func backToBackStaysElsewhereAndOthersStaysAreAllowed() async throws {
        _ = try await book()(draft("2026-12-01", "2026-12-04"), owner: alice)
        // Arriving the morning the first stay leaves, and the day before it.
        _ = try await book()(draft("2026-12-04", "2026-12-06"), owner: alice)
        _ = try await book()(draft("2026-11-29", "2026-12-01"), owner: alice)
        // The same nights at another landmark, and by another person here.
        _ = try await book()(draft("2026-12-01", "2026-12-04", landmark: 3), owner: alice)
        _ = try await book()(draft("2026-12-01", "2026-12-04"), owner: UUID())
        #expect(store.all.count == 5)
    }

    @Test func aCancelledStayNoLongerBlocksItsNights() async throws {
        let first = try await book()(draft("2026-12-01", "2026-12-04"), owner: alice)
        let cancel = CancelReservation(
            reservations: store, landmarks: FixedLandmarks(), today: noon(today), record: events.record)
        _ = try await cancel(id: first.id, owner: alice)
        let again = try await book()(draft("2026-12-02", "2026-12-03"), owner: alice)
        #expect(again.status == .confirmed)
    }

    @Test func theUpcomingStaysLimitCountsOnlyStaysThatHaveNotEnded() async throws {
        let book = book(limit: 3)
        var made: [Reservation] = []
        for (checkIn, checkOut) in [
            ("2026-12-01", "2026-12-02"), ("2026-12-05", "2026-12-06"), ("2026-12-09", "2026-12-10"),
        ] {
            made.append(try await book(draft(checkIn, checkOut), owner: alice))
        }
        await #expect(throws: ReservationsError.tooManyUpcomingStays(limit: 3)) {
            try await book(draft("2026-12-20", "2026-12-21", landmark: 3), owner: alice)
        }
        #expect(events.events.last == .bookingOverLimit(landmarkID: 3, ownerID: alice, limit: .upcomingStays))
        #expect(ReservationsError.tooManyUpcomingStays(limit: 3).message.contains("3 upcoming stays"))
        // Cancelling one makes room.
        let cancel = CancelReservation(
            reservations: store, landmarks: FixedLandmarks(), today: noon(today), record: events.record)
        _ = try await cancel(id: made[0].id, owner: alice)
        _ = try await book(draft("2026-12-20", "2026-12-21", landmark: 3), owner: alice)
        // Once a stay has ended (the 6th, its check-out day), it no longer counts.
        let later = self.book(limit: 3, on: Day(iso: "2026-12-06")!)
        await #expect(throws: ReservationsError.tooManyUpcomingStays(limit: 3)) {
            try await self.book(limit: 3)(draft("2026-12-24", "2026-12-25"), owner: alice)
        }
        _ = try await later(draft("2026-12-24", "2026-12-25"), owner: alice)
    }

    @Test func aBookingForADeletedAccountStoresNothing() async throws {
        store.closedOwners.withLock { _ = $0.insert(alice) }
        await #expect(throws: ReservationsError.accountDeleted) {
            try await book()(draft("2026-12-01", "2026-12-02"), owner: alice)
        }
        #expect(store.all.isEmpty)
    }

    @Test func theLimitsAreStatedAsTheFormShowsThem() {
        #expect(BookingLimits.standard.upcomingStays == 6)
        #expect(
            BookingLimits(upcomingStays: 2).summary
                == "One stay at a time at each landmark, and up to 2 upcoming stays in all.")
    }
}
