import Foundation
import ReservationsDomain
import Testing

@Suite struct SiteGridTests {
    let store = InMemoryReservations()
    let today = Day(iso: "2026-11-22")!
    let meadow = BookableLandmark(
        id: 1, name: "Meadow",
        sites: [
            BookableSite(number: "A1", kind: "tent", maxPeople: 6, maxVehicles: 2, accessible: true),
            BookableSite(number: "A2", kind: "tent", maxPeople: 6, maxVehicles: 2, accessible: false),
            BookableSite(number: "G1", kind: "group", maxPeople: 20, maxVehicles: 4, accessible: false),
            BookableSite(number: "W1", kind: "walk-in", maxPeople: 4, maxVehicles: 0, accessible: false),
        ], href: "/landmarks/1", timeZone: .gmt)

    var availability: CampsiteAvailability {
        CampsiteAvailability(reservations: store, landmarks: FixedLandmarks(landmarks: [meadow]), today: noon(today))
    }

    func book(_ site: String, _ checkIn: String, _ checkOut: String) async throws {
        let booking = Booking(
            landmarkID: 1, stay: Stay(checkIn: Day(iso: checkIn)!, checkOut: Day(iso: checkOut)!), guests: 2,
            notes: "", siteNumber: site, vehicles: site == "W1" ? 0 : 1, needsAccessibleSite: site == "A1")
        let outcome = try await store.book(booking, owner: UUID(), sites: meadow.sites)
        guard case .confirmed = outcome else { throw ReservationsError.siteTaken(site) }
    }

    func cells(_ grid: SiteGrid, _ site: String) -> [SiteGrid.Cell] {
        grid.rows.first { $0.site.number == site }?.cells ?? []
    }

    @Test func eachSiteShowsTheNightsItsStaysHoldAsTakenAndEveryOtherNightFree() async throws {
        try await book("A2", "2026-11-23", "2026-11-25")
        try await book("G1", "2026-11-22", "2026-11-23")
        let grid = try await availability.sitesByNight(at: meadow, from: nil, filter: SiteFilter())
        #expect(grid.nights.count == 14)
        #expect(grid.nights.first == today)
        #expect(grid.rows.map(\.site.number) == ["A1", "A2", "G1", "W1"])
        #expect(cells(grid, "A2").prefix(4) == [.free, .taken, .taken, .free])
        #expect(cells(grid, "G1").prefix(2) == [.taken, .free])
        #expect(cells(grid, "A1").allSatisfy { $0 == .free })
        #expect(grid.earlier == nil)
        #expect(grid.later == today.adding(days: 14))
    }

    @Test func theFilterKeepsOneKindAndOnlyTheSitesThatTakeTheParty() async throws {
        let tents = try await availability.sitesByNight(at: meadow, from: nil, filter: SiteFilter(kind: "tent"))
        #expect(tents.rows.map(\.site.number) == ["A1", "A2"])
        let seven = try await availability.sitesByNight(at: meadow, from: nil, filter: SiteFilter(guests: 7))
        #expect(seven.rows.map(\.site.number) == ["G1"])
        let fourOnFoot = try await availability.sitesByNight(
            at: meadow, from: nil, filter: SiteFilter(guests: 4, vehicles: 0))
        #expect(fourOnFoot.rows.map(\.site.number) == ["A1", "A2", "G1", "W1"])
        let fourByCar = try await availability.sitesByNight(at: meadow, from: nil, filter: SiteFilter(guests: 4))
        #expect(fourByCar.rows.map(\.site.number) == ["A1", "A2", "G1"])
    }

    @Test func aGridStartsNoEarlierThanTodayAndNightsPastTheWindowAreNotOpen() async throws {
        let past = try await availability.sitesByNight(at: meadow, from: Day(iso: "2026-01-01"), filter: SiteFilter())
        #expect(past.nights.first == today)
        let later = try await availability.sitesByNight(
            at: meadow, from: today.adding(days: 20), filter: SiteFilter())
        #expect(later.earlier == today.adding(days: 6))
        // At noon, the standard window (six months ahead at 10:00, here GMT)
        // has opened the night six months from today, and none after it.
        let lastNight = today.adding(months: 6)
        let end = try await availability.sitesByNight(
            at: meadow, from: lastNight.adding(days: -3), filter: SiteFilter())
        #expect(cells(end, "A1").prefix(4).allSatisfy { $0 == .free })
        #expect(cells(end, "A1").dropFirst(4).allSatisfy { $0 == .closed })
        #expect(end.later == nil)
        let beyond = try await availability.sitesByNight(
            at: meadow, from: lastNight.adding(days: 40), filter: SiteFilter())
        #expect(beyond.nights.first == lastNight)
    }

    @Test func aFilterThatCannotBeReadNamesEveryMistakeAtOnce() throws {
        #expect(throws: ReservationsError.self) {
            try SiteFilter.read(kind: "Yurt!", guests: "0", vehicles: "seven", at: meadow)
        }
        do {
            _ = try SiteFilter.read(kind: "Yurt!", guests: "0", vehicles: "seven", at: meadow)
        } catch .invalidSiteFilter(let issues) {
            #expect(issues.map(\.field) == ["kind", "guests", "vehicles"])
            #expect(issues[0].message == "A kind of site is a word in small letters: tent, rv, group or walk-in.")
            #expect(issues[1].message == "Guests must be from 1 to 40.")
            #expect(issues[2].message == "Vehicles must be from 0 to 6.")
        } catch {
            Issue.record("unexpected \(error)")
        }
        #expect(try SiteFilter.read(kind: "", guests: "", vehicles: "", at: meadow) == SiteFilter())
        // A kind the landmark has no site of keeps no site; it is no mistake.
        #expect(try SiteFilter.read(kind: "rv", guests: nil, vehicles: nil, at: meadow) == SiteFilter(kind: "rv"))
        #expect(
            try SiteFilter.read(kind: "group", guests: "8", vehicles: "3", at: meadow)
                == SiteFilter(kind: "group", guests: 8, vehicles: 3))
    }

    @Test func aMonthForAPartyCountsOnlyTheSitesThatTakeItAndCheckOutsFollowOneSite() async throws {
        try await book("G1", "2026-12-02", "2026-12-03")
        try await book("A2", "2026-12-03", "2026-12-04")
        let month = Month(iso: "2026-12")!
        let seven = try await availability(landmark: meadow, month: month, filter: SiteFilter(guests: 7))
        #expect(seven.sitesForParty == 1)
        #expect(seven.nights.first { $0.night == Day(iso: "2026-12-02")! }?.free == 0)
        #expect(seven.nights.first { $0.night == Day(iso: "2026-12-03")! }?.free == 1)
        let everyone = try await availability(landmark: meadow, month: month)
        #expect(everyone.sitesForParty == nil)
        #expect(everyone.nights.first { $0.night == Day(iso: "2026-12-03")! }?.free == 3)
        // A party of seven: only G1, taken on the 2nd.
        let fromFirst = try await availability.checkOuts(
            after: Day(iso: "2026-12-01")!, at: meadow, filter: SiteFilter(guests: 7))
        #expect(fromFirst == [Day(iso: "2026-12-02")!])
        // Anyone: A1 is free throughout, so the longest stay is offered.
        let anyone = try await availability.checkOuts(after: Day(iso: "2026-12-01")!, at: meadow)
        #expect(anyone.count == BookingRules.maxNights)
        #expect(try await availability.checkOuts(after: Day(iso: "2026-11-01")!, at: meadow).isEmpty)
    }
}
