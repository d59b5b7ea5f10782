import API
import APIClient
import APIServer
import Foundation
import Hummingbird
import HummingbirdTesting
import ReservationsApi
import ReservationsClient
import ReservationsDomain
import Synchronization
import Testing

/// Counts bookings by their key, and can lose the first answer by taking too long.
private final class Bookings: Sendable {
    private let keys = Mutex<[String]>([])
    func record(_ key: String?) -> Int {
        keys.withLock { keys in
            keys.append(key ?? "")
            return keys.count
        }
    }
    var all: [String] { keys.withLock { $0 } }
}

private func record(
    _ id: UUID = UUID(), checkIn: String = "2027-03-01", checkOut: String = "2027-03-03", nights: Int = 2,
    status: String = "confirmed"
) -> ReservationDTO {
    ReservationDTO(
        id: id, landmarkId: 1, landmarkName: "Turtle Rock", checkIn: checkIn, checkOut: checkOut, nights: nights,
        guests: 2,
        notes: "", status: status, createdAt: Date(timeIntervalSince1970: 1_800_000_000), nightlyFeeCents: 3500,
        totalCents: 3500 * nights, confirmationCode: "K7QM-3XPD")
}

private func server(bookings: Bookings, slowFirstBooking: Bool = false) -> some ApplicationProtocol {
    let router = Router(context: AppRequestContext.self)
    router.add(middleware: ProblemMiddleware())
    router.on(ReservationsEndpoints.list) { _, _, _ in
        [
            record(), record(checkIn: "2027-03-05", checkOut: "2027-03-04", nights: -1), record(status: "held"),
            record(nights: 5),
        ]
    }
    router.on(ReservationsEndpoints.availability) { input, _, _ in
        // Asked about a party, it counts one site and names what it was asked.
        AvailabilityDTO(
            landmarkId: input.landmarkID,
            landmarkName: input.guests.map {
                "Turtle Rock for \($0) with \(input.vehicles ?? "-") in \(input.kind ?? "-")"
            }
                ?? "Turtle Rock", campsites: 3, month: input.month ?? "2027-03",
            timeZone: "America/Los_Angeles", today: "2027-02-20",
            nights: [
                .init(date: "2027-03-01", free: 3, bookable: true), .init(date: "2027-03-02", free: 0, bookable: true),
                .init(date: "2027-04-01", free: 3, bookable: true), .init(date: "2027-03-03", free: 9, bookable: true),
            ], sitesForParty: input.guests == nil ? nil : 1)
    }
    let first = UUID()
    router.on(ReservationsEndpoints.book) { input, _, _ in
        let count = bookings.record(input.requestKey)
        if slowFirstBooking, count == 1 { try await Task.sleep(for: .milliseconds(1_500)) }
        return record(first, checkIn: input.checkIn ?? "", checkOut: input.checkOut ?? "", nights: 2)
    }
    return Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
}

@Suite struct ReservationServiceLiveTests {
    @Test func reservationsThatBreakTheRulesAreDroppedAndReported() async throws {
        try await server(bookings: Bookings()).test(.live) { http in
            let base = URL(string: "http://127.0.0.1:\(try #require(http.port))")!
            let service = ReservationService.live(
                client: NetworkClient(baseURL: base, bearerToken: "t"), baseURL: base, cache: TieredCache(disk: nil))
            let mine = try await service.mine(.networkOnly).firstShown().value
            #expect(mine.items.map(\.stay.nightCount) == [2])
            #expect(
                mine.dropped.map(\.reason) == [
                    "It checks out (2027-03-04) before it checks in (2027-03-05).",
                    "Its status \"held\" is unknown.",
                    "It says 5 nights for a stay of 2.",
                ])
            let march = try await service.availability(1, Month(year: 2027, month: 3)!, SiteFilter(), .networkOnly)
                .firstShown().value
            #expect(march.nights.map(\.day.iso) == ["2027-03-01", "2027-03-02"])
            #expect(march.dropped.map(\.id) == ["night 2027-04-01", "night 2027-03-03"])
            #expect(march.timeZone.identifier == "America/Los_Angeles")
            #expect(march.sitesForParty == nil)
            // A party's month is asked with the party, and a night with more free than it counts is dropped.
            let party = try await service.availability(
                1, Month(year: 2027, month: 3)!, SiteFilter(kind: "group", guests: 7, vehicles: 2), .networkOnly
            ).firstShown().value
            #expect(party.landmarkName == "Turtle Rock for 7 with 2 in group")
            #expect(party.sitesForParty == 1)
            #expect(party.nights.map(\.day.iso) == ["2027-03-02"])
            #expect(party.dropped.map(\.reason).first == "It has 3 free of 1 campsites.")
        }
    }

    @Test func aBookingWhoseAnswerIsLostIsSentAgainWithTheSameKey() async throws {
        let bookings = Bookings()
        try await server(bookings: bookings, slowFirstBooking: true).test(.live) { http in
            let base = URL(string: "http://127.0.0.1:\(try #require(http.port))")!
            let client = NetworkClient(baseURL: base, bearerToken: "t", timeout: .milliseconds(500))
            let service = ReservationService.live(client: client, baseURL: base, cache: TieredCache(disk: nil))
            let request = BookingRequest(
                landmarkID: 1, checkIn: Day(iso: "2027-03-01")!, checkOut: Day(iso: "2027-03-03")!, guests: 2)
            let booked = try await service.book(request)
            #expect(booked.stay.nightCount == 2)
            #expect(bookings.all == [request.requestKey, request.requestKey])
        }
    }

    @Test func bookingForgetsTheCachedReservations() async throws {
        try await server(bookings: Bookings()).test(.live) { http in
            let base = URL(string: "http://127.0.0.1:\(try #require(http.port))")!
            let service = ReservationService.live(
                client: NetworkClient(baseURL: base, bearerToken: "t"), baseURL: base, cache: TieredCache(disk: nil))
            _ = try await service.mine(.networkOnly).firstShown()
            _ = try await service.mine(.cacheOnly).firstShown()
            _ = try await service.book(
                BookingRequest(
                    landmarkID: 1, checkIn: Day(iso: "2027-03-01")!, checkOut: Day(iso: "2027-03-03")!, guests: 1))
            await #expect(throws: APIClientError.self) { try await service.mine(.cacheOnly).firstShown() }
        }
    }
}

@MainActor @Suite struct ReservationsStoreTests {
    private let today = Day(iso: "2027-03-01")!

    @Test func bookThenCancelShowsTheListAsItNowIs() async throws {
        let service = ReservationService.mock(campsites: 1, today: today)
        let store = ReservationsStore(service: service)
        let booked = try #require(
            await store.book(BookingRequest(landmarkID: 1, checkIn: today, checkOut: today.adding(days: 2), guests: 2)))
        #expect(store.mine.value?.items.map(\.id) == [booked.id])
        #expect(store.mine.origin == .network)
        // The only campsite is taken on those nights.
        #expect(
            await store.book(
                BookingRequest(
                    landmarkID: 1, checkIn: today.adding(days: 1), checkOut: today.adding(days: 3), guests: 1)) == nil)
        #expect(store.actionFailure?.status == 409)
        await store.cancel(booked.id)
        #expect(store.mine.value?.items.first?.status == .cancelled)
        let calendar = AvailabilityStore(landmarkID: 1, month: today.month, service: service)
        await calendar.load()
        #expect(calendar.state.value?.nights.first?.free == 1)
    }

    @Test func theMockBooksTheSiteAskedForOrTheFirstFreeAndRefusesATakenOne() async throws {
        let service = ReservationService.mock(campsites: 2, today: today)
        let stay = (checkIn: today, checkOut: today.adding(days: 2))
        let asked = try await service.book(
            BookingRequest(landmarkID: 1, checkIn: stay.checkIn, checkOut: stay.checkOut, guests: 2, siteNumber: "2"))
        #expect(asked.siteNumber == "2")
        await #expect(throws: APIClientError.self) {
            try await service.book(
                BookingRequest(
                    landmarkID: 1, checkIn: stay.checkIn, checkOut: stay.checkOut, guests: 2, siteNumber: "2"))
        }
        let any = try await service.book(
            BookingRequest(landmarkID: 1, checkIn: stay.checkIn, checkOut: stay.checkOut, guests: 2))
        #expect(any.siteNumber == "1")
    }

    @Test func theMockShowsTheSitesABookingHoldsAsTakenOnItsNights() async throws {
        let service = ReservationService.mock(campsites: 2, today: today)
        _ = try await service.book(
            BookingRequest(
                landmarkID: 1, checkIn: today.adding(days: 1), checkOut: today.adding(days: 3), guests: 2,
                siteNumber: "2"))
        let grid = try await service.sitesByNight(1, nil, SiteFilter())
        #expect(grid.nights.first == today)
        #expect(grid.nights.count == 14)
        #expect(grid.sites.map(\.site.number) == ["1", "2"])
        #expect(grid.sites[1].taken == [today.adding(days: 1), today.adding(days: 2)])
        #expect(grid.sites[1].free.count == 12)
        #expect(grid.sites[0].taken.isEmpty)
        // Site 1 held tonight and site 2 tomorrow: a site is free each night,
        // but none for both.
        _ = try await service.book(
            BookingRequest(landmarkID: 1, checkIn: today, checkOut: today.adding(days: 1), guests: 2, siteNumber: "1"))
        let refusal = "No site that takes your party is free on every night of this stay."
        await #expect(throws: APIClientError.problem(.conflict(refusal))) {
            try await service.book(
                BookingRequest(landmarkID: 1, checkIn: today, checkOut: today.adding(days: 2), guests: 2))
        }
    }

    @Test func aSiteNightListedOutsideTheGridOrBothFreeAndTakenIsDroppedAndNamed() throws {
        let record = SiteAvailabilityDTO(
            landmarkId: 1, landmarkName: "Meadow", today: "2026-11-22", nights: ["2026-11-22", "2026-11-23"],
            sites: [
                .init(
                    number: "A1", kind: "tent", maxPeople: 6, maxVehicles: 2, accessible: true, nightlyFeeCents: 3500,
                    free: ["2026-11-22", "2026-11-23", "2027-01-01"], taken: ["2026-11-23"])
            ])
        let grid = try SitesByNight(record)
        #expect(grid.sites[0].free == [Day(iso: "2026-11-22")!])
        #expect(grid.sites[0].taken == [Day(iso: "2026-11-23")!])
        #expect(grid.sites[0].site.accessible && grid.sites[0].site.nightlyFee == 3500)
        #expect(grid.dropped.map(\.reason) == ["It is not a night shown.", "It is free and taken."])
        var broken = record
        broken.nights = ["someday"]
        #expect(throws: APIClientError.self) { try SitesByNight(broken) }
    }

    @Test func anUnimplementedServiceNamesTheClosure() async {
        let store = ReservationsStore(service: .unimplemented)
        await store.load()
        #expect(store.mine == .failed(.unimplemented("ReservationService.mine")))
        await store.cancel(UUID())
        #expect(store.actionFailure == .unimplemented("ReservationService.cancel"))
    }
}

@Suite struct WatchedStayTests {
    @Test func theMockWatchesOnlyAFullStayListsAndEndsIt() async throws {
        let today = Day(iso: "2027-03-01")!
        let service = ReservationService.mock(campsites: 1, today: today)
        let stay = Stay(checkIn: today, checkOut: today.adding(days: 2))
        await #expect(throws: APIClientError.self) { try await service.watch(1, stay, 2) }
        _ = try await service.book(
            BookingRequest(landmarkID: 1, checkIn: today, checkOut: today.adding(days: 1), guests: 1))
        let watched = try await service.watch(1, stay, 2)
        #expect(try await service.alerts().map(\.id) == [watched.id])
        try await service.endAlert(watched.id)
        #expect(try await service.alerts().isEmpty)
        await #expect(throws: APIClientError.self) { try await service.endAlert(watched.id) }
    }

    @Test func anAlertRecordThatBreaksTheRulesIsRejectedNamingWhy() throws {
        let record = AlertDTO(
            id: UUID(), landmarkId: 1, landmarkName: "Yosemite", checkIn: "2027-03-05", checkOut: "2027-03-07",
            nights: 3, guests: 2, createdAt: Date())
        #expect(
            throws: APIClientError.rejected(
                DroppedRecord(id: "alert \(record.id)", reason: "It says 3 nights for a stay of 2."))
        ) {
            try WatchedStay(record)
        }
        var fine = record
        fine.nights = 2
        #expect(try WatchedStay(fine).stay.nightCount == 2)
    }
}

@Suite struct HoldClientTests {
    let today = Day(iso: "2027-03-01")!

    @Test func theMockKeepsAHeldSiteFromBookingsConfirmsItOnceAndFreesItWhenLetGo() async throws {
        let service = ReservationService.mock(campsites: 2, today: today)
        let request = BookingRequest(
            landmarkID: 1, checkIn: today, checkOut: today.adding(days: 2), guests: 2, siteNumber: "2")
        let hold = try await service.hold(request)
        #expect(hold.siteNumber == "2" && hold.secondsLeft(at: Date()) > 890)
        #expect(try await service.openHold() == hold)
        await #expect(throws: APIClientError.self) { try await service.book(request) }
        await #expect(throws: APIClientError.self) {
            try await service.hold(
                BookingRequest(
                    landmarkID: 1, checkIn: today.adding(days: 5), checkOut: today.adding(days: 6), guests: 1))
        }
        try await service.releaseHold(hold.id)
        #expect(try await service.openHold() == nil)
        let again = try await service.hold(request)
        let booked = try await service.confirmHold(again.id)
        #expect(booked.id == again.id && booked.siteNumber == "2" && booked.total == again.total)
        await #expect(throws: APIClientError.self) { try await service.confirmHold(again.id) }
        await #expect(throws: APIClientError.self) { try await service.book(request) }
    }

    @Test func aHoldRecordWhoseTotalIsNotItsNightsAtItsFeeIsRejectedNamingWhy() throws {
        let record = HoldDTO(
            id: UUID(), landmarkId: 1, landmarkName: "Turtle Rock", siteNumber: "A2", checkIn: "2027-03-01",
            checkOut: "2027-03-03", nights: 2, guests: 2, vehicles: 1, notes: "", nightlyFeeCents: 3500,
            totalCents: 3500, confirmationCode: "K7QM-3XPD", heldUntil: Date(), secondsLeft: 0)
        #expect(throws: APIClientError.self) { try HeldStay(record) }
        var fixed = record
        fixed.totalCents = 7000
        #expect(try HeldStay(fixed).total == 7000)
    }
}
