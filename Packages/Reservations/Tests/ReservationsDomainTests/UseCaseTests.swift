import Foundation
import ReservationsDomain
import Testing

struct UseCaseTests {
    let store = InMemoryReservations()
    let today = Day(iso: "2026-11-22")!
    let alice = UUID()
    let bob = UUID()
    let carol = UUID()

    let events = EventLog()

    var book: BookCampsite {
        BookCampsite(reservations: store, landmarks: FixedLandmarks(), today: noon(today), record: events.record)
    }
    var cancel: CancelReservation {
        CancelReservation(reservations: store, landmarks: FixedLandmarks(), today: noon(today), record: events.record)
    }
    var mine: MyReservations { MyReservations(reservations: store, landmarks: FixedLandmarks(), today: noon(today)) }
    var availability: CampsiteAvailability {
        CampsiteAvailability(reservations: store, landmarks: FixedLandmarks(), today: noon(today))
    }

    func draft(_ checkIn: String, _ checkOut: String, landmark: Int = 1) -> BookingDraft {
        BookingDraft(landmarkID: landmark, checkIn: checkIn, checkOut: checkOut, guests: 2)
    }

    @Test func theNearestFreeStaysNeverStartBeforeTodayAndSkipFullNights() async throws {
        // Half Dome has 2 campsites: the 23rd and 24th are full.
        for owner in [alice, bob] { _ = try await book(draft("2026-11-23", "2026-11-25"), owner: owner) }
        let wanted = Stay(checkIn: Day(iso: "2026-11-23")!, checkOut: Day(iso: "2026-11-26")!)
        let halfDome = try #require(try await FixedLandmarks().landmark(id: 1))
        let offered = try await availability.nearestFreeStays(to: wanted, at: halfDome, limit: 4)
        #expect(offered.map(\.checkIn.iso) == ["2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28"])
        #expect(offered.allSatisfy { $0.nightCount == 3 })
        let noCamping = try #require(try await FixedLandmarks().landmark(id: 2))
        #expect(try await availability.nearestFreeStays(to: wanted, at: noCamping).isEmpty)
    }

    @Test func aBookingIsConfirmedWhileACampsiteIsFreeThenRefusedNamingTheFullNight() async throws {
        let first = try await book(draft("2026-12-01", "2026-12-03"), owner: alice)
        #expect(first.status == .confirmed)
        _ = try await book(draft("2026-12-02", "2026-12-04"), owner: bob)
        // The 2nd is now full (two campsites), the 1st and 3rd still have one.
        await #expect(throws: ReservationsError.noCampsiteFree(night: Day(iso: "2026-12-02")!)) {
            try await book(draft("2026-12-01", "2026-12-05"), owner: carol)
        }
        _ = try await book(draft("2026-12-03", "2026-12-05"), owner: carol)
        #expect(store.all.count == 3)
    }

    @Test func cancellingFreesTheNights() async throws {
        let first = try await book(draft("2026-12-01", "2026-12-02"), owner: alice)
        _ = try await book(draft("2026-12-01", "2026-12-02"), owner: bob)
        await #expect(throws: ReservationsError.noCampsiteFree(night: Day(iso: "2026-12-01")!)) {
            try await book(draft("2026-12-01", "2026-12-02"), owner: carol)
        }
        let cancelled = try await cancel(id: first.id, owner: alice)
        #expect(cancelled.status == .cancelled)
        let again = try await cancel(id: first.id, owner: alice)
        #expect(again.status == .cancelled)
        _ = try await book(draft("2026-12-01", "2026-12-02"), owner: carol)
    }

    @Test func onlyTheOwnerSeesOrCancels() async throws {
        let mineToo = try await book(draft("2026-12-01", "2026-12-02"), owner: alice)
        await #expect(throws: ReservationsError.reservationNotFound) {
            try await mine.reservation(id: mineToo.id, owner: bob)
        }
        await #expect(throws: ReservationsError.reservationNotFound) { try await cancel(id: mineToo.id, owner: bob) }
        #expect(try await mine.reservation(id: mineToo.id, owner: alice).status == .confirmed)
        #expect(try await mine.list(owner: bob).upcoming.isEmpty)
    }

    @Test func aStayThatHasBegunCannotBeCancelled() async throws {
        let started = Reservation(
            id: UUID(), landmarkID: 1, ownerID: alice,
            stay: Stay(checkIn: today.adding(days: -1), checkOut: today.adding(days: 1)), guests: 1, notes: "",
            status: .confirmed, createdAt: Date(), nightlyFee: 3000, total: 6000, confirmationCode: .random())
        let store = InMemoryReservations()
        _ = try await store.book(
            try BookingRules.validate(draft(today.iso, today.adding(days: 1).iso), today: today), owner: alice,
            campsites: 2)
        let cancel = CancelReservation(
            reservations: SeededStore(base: store, extra: started), landmarks: FixedLandmarks(), today: noon(today),
            record: events.record)
        await #expect(throws: ReservationsError.tooLateToCancel) { try await cancel(id: started.id, owner: alice) }
    }

    @Test func aStayIsCancellableUntilTheDayBeforeItsCheckInDayAndNotOnIt() async throws {
        let checkingInToday = try await book(draft(today.iso, today.adding(days: 1).iso), owner: alice)
        let checkingInTomorrow = try await book(
            draft(today.adding(days: 1).iso, today.adding(days: 2).iso), owner: alice)
        #expect(!mine.canCancel(checkingInToday, at: nil))
        #expect(mine.canCancel(checkingInTomorrow, at: nil))
        await #expect(throws: ReservationsError.tooLateToCancel) {
            try await cancel(id: checkingInToday.id, owner: alice)
        }
        #expect(try await cancel(id: checkingInTomorrow.id, owner: alice).status == .cancelled)
        #expect(try await mine.reservation(id: checkingInToday.id, owner: alice).status == .confirmed)
        #expect(!checkingInTomorrow.canBeCancelled(today: checkingInTomorrow.stay.checkIn))
    }

    @Test func unknownLandmarksAndLandmarksWithoutCampsitesAreRefused() async throws {
        await #expect(throws: ReservationsError.landmarkNotFound) {
            try await book(draft("2026-12-01", "2026-12-02", landmark: 99), owner: alice)
        }
        await #expect(throws: ReservationsError.nobodyCampsHere) {
            try await book(draft("2026-12-01", "2026-12-02", landmark: 2), owner: alice)
        }
        #expect(ReservationsError.nobodyCampsHere.message == "Nobody camps at this landmark: it has no campsites.")
        #expect(store.all.isEmpty)
    }

    @Test func myReservationsSplitUpcomingFromPast() async throws {
        let later = try await book(draft("2027-01-10", "2027-01-12"), owner: alice)
        let sooner = try await book(draft("2026-12-10", "2026-12-12"), owner: alice)
        let list = try await MyReservations(
            reservations: store, landmarks: FixedLandmarks(), today: noon(Day(iso: "2026-12-11")!)
        )
        .list(owner: alice)
        #expect(list.upcoming.map(\.id) == [sooner.id, later.id])
        let afterwards = try await MyReservations(
            reservations: store, landmarks: FixedLandmarks(), today: noon(Day(iso: "2026-12-12")!)
        ).list(owner: alice)
        #expect(afterwards.landmarks[1]?.name == "Half Dome")
        #expect(afterwards.upcoming.map(\.id) == [later.id])
        #expect(afterwards.past.map(\.id) == [sooner.id])
    }

    @Test func availabilityCountsFreeCampsitesPerNightOfTheMonth() async throws {
        _ = try await book(draft("2026-11-30", "2026-12-02"), owner: alice)
        _ = try await book(draft("2026-12-01", "2026-12-02"), owner: bob)
        let december = try await availability(landmarkID: 1, month: Month(iso: "2026-12")!)
        #expect(december.nights.count == 31)
        #expect(december.nights[0].free == 0)
        #expect(december.nights[1].free == 2)
        let november = try await availability(landmarkID: 1, month: Month(iso: "2026-11")!)
        #expect(november.nights[20].bookable == false) // the 21st is past
        #expect(november.nights[21].bookable == true)
        #expect(november.nights[29].free == 1)
        let halfDome = try #require(try await FixedLandmarks().landmark(id: 1))
        #expect(throws: ReservationsError.invalidMonth("2026-13")) {
            try availability.month(named: "2026-13", at: halfDome)
        }
        #expect(try availability.month(named: nil, at: halfDome) == Month(iso: "2026-11"))
    }

    @Test func todayIsTheLandmarksOwnDay() async throws {
        // 2026-12-01 06:00 UTC: already the 1st in UTC, still the evening of
        // 30 November in Hawaii (UTC-10).
        let early = Today(now: {
            Date(timeIntervalSince1970: Double(Day(iso: "2026-12-01")!.daysSinceEpoch) * 86_400 + 21_600)
        })
        let book = BookCampsite(reservations: store, landmarks: FixedLandmarks(), today: early, record: events.record)
        let tonight = try await book(draft("2026-11-30", "2026-12-01", landmark: 3), owner: alice)
        #expect(tonight.stay.checkIn == Day(iso: "2026-11-30")!)
        // In UTC that night is past already.
        await #expect(throws: ReservationsError.self) {
            try await book(draft("2026-11-30", "2026-12-01"), owner: alice)
        }
        // The cancel cut-off follows the landmark's calendar too: a stay from
        // 1 December can still be cancelled in Hawaii, not in UTC.
        let cancel = CancelReservation(
            reservations: store, landmarks: FixedLandmarks(), today: early, record: events.record)
        let tomorrowThere = try await book(draft("2026-12-01", "2026-12-02", landmark: 3), owner: bob)
        #expect(try await cancel(id: tomorrowThere.id, owner: bob).status == .cancelled)
        let todayHere = try await book(draft("2026-12-01", "2026-12-02"), owner: bob)
        await #expect(throws: ReservationsError.tooLateToCancel) { try await cancel(id: todayHere.id, owner: bob) }
        await #expect(throws: ReservationsError.tooLateToCancel) { try await cancel(id: tonight.id, owner: alice) }
        let availability = CampsiteAvailability(reservations: store, landmarks: FixedLandmarks(), today: early)
        let hawaii = try await availability(landmarkID: 3, month: Month(iso: "2026-11")!)
        #expect(hawaii.today == Day(iso: "2026-11-30")!)
        #expect(hawaii.nights[29].bookable)
        let utc = try await availability(landmarkID: 1, month: Month(iso: "2026-11")!)
        #expect(!utc.nights[29].bookable)
    }

    @Test func bookingsRefusalsAndCancellationsAreRecordedWithIDsOnly() async throws {
        let first = try await book(draft("2026-12-01", "2026-12-03"), owner: alice)
        _ = try await book(draft("2026-12-01", "2026-12-02"), owner: bob)
        await #expect(throws: ReservationsError.self) {
            try await book(draft("2026-12-01", "2026-12-02"), owner: carol)
        }
        await #expect(throws: ReservationsError.self) {
            try await book(draft("2026-12-01", "2026-11-02"), owner: carol)
        }
        _ = try await cancel(id: first.id, owner: alice)
        _ = try await cancel(id: first.id, owner: alice)
        #expect(events.events.count == 4)
        #expect(events.events[0] == .booked(reservationID: first.id, landmarkID: 1, ownerID: alice, nights: 2))
        #expect(events.events[2] == .bookingRefused(landmarkID: 1, ownerID: carol, fullNight: Day(iso: "2026-12-01")!))
        // A cancel retried is answered, not recorded twice.
        #expect(events.events[3] == .cancelled(reservationID: first.id, landmarkID: 1, ownerID: alice))
    }
}

/// A store that also holds one reservation made before "today".
struct SeededStore: ReservationRepository {
    let base: InMemoryReservations
    let extra: Reservation

    func book(
        _ booking: Booking, owner: UUID, sites: [BookableSite], limits: BookingLimits, today: Day,
        requestKey: String?
    ) async throws -> BookingOutcome {
        try await base.book(
            booking, owner: owner, sites: sites, limits: limits, today: today, requestKey: requestKey)
    }
    func reservation(id: UUID, owner: UUID) async throws -> Reservation? {
        id == extra.id && owner == extra.ownerID ? extra : try await base.reservation(id: id, owner: owner)
    }
    func reservations(owner: UUID, landmarkID: Int?) async throws -> [Reservation] {
        try await base.reservations(owner: owner, landmarkID: landmarkID)
    }
    func cancel(id: UUID, owner: UUID) async throws -> Reservation? { try await base.cancel(id: id, owner: owner) }
    func takenCampsites(landmarkID: Int, nights: Range<Day>) async throws -> [Day: Int] {
        try await base.takenCampsites(landmarkID: landmarkID, nights: nights)
    }
    func takenSites(landmarkID: Int, nights: Range<Day>) async throws -> TakenSiteNights {
        try await base.takenSites(landmarkID: landmarkID, nights: nights)
    }
    func sitesTaken(anyNightOf nights: Range<Day>) async throws -> [Int: Set<String>] {
        try await base.sitesTaken(anyNightOf: nights)
    }
}
