import Foundation
import ReservationsDomain
import Testing

@Suite struct SearchByDatesTests {
    let store = InMemoryReservations()
    let meadow = BookableLandmark(
        id: 1, name: "Meadow",
        sites: [
            BookableSite(number: "A1", kind: "tent", maxPeople: 6, maxVehicles: 2, accessible: false),
            BookableSite(number: "A2", kind: "tent", maxPeople: 6, maxVehicles: 2, accessible: true),
        ], href: "/landmarks/1", timeZone: .gmt)
    let ridge = BookableLandmark(
        id: 2, name: "Ridge",
        sites: [
            BookableSite(number: "G1", kind: "group", maxPeople: 8, maxVehicles: 4, accessible: false),
            BookableSite(number: "W1", kind: "walk-in", maxPeople: 4, maxVehicles: 0, accessible: false),
        ], href: "/landmarks/2", timeZone: .gmt)
    let rock = BookableLandmark(id: 3, name: "Rock", campsites: 0, href: "/landmarks/3", timeZone: .gmt)

    var search: SearchByDates {
        SearchByDates(
            reservations: store, landmarks: FixedLandmarks(landmarks: [meadow, ridge, rock]),
            today: noon(Day(iso: "2026-11-22")!))
    }

    func book(_ site: String, at landmark: BookableLandmark, _ checkIn: String, _ checkOut: String) async throws {
        let booking = Booking(
            landmarkID: landmark.id, stay: Stay(checkIn: Day(iso: checkIn)!, checkOut: Day(iso: checkOut)!),
            guests: 2, notes: "", siteNumber: site, vehicles: site == "W1" ? 0 : 1, needsAccessibleSite: true)
        guard case .confirmed = try await store.book(booking, owner: UUID(), sites: landmark.sites) else {
            throw ReservationsError.siteTaken(site)
        }
    }

    func full(_ checkIn: String, _ checkOut: String, guests: Int) async throws -> Set<Int> {
        try await search(checkIn: Day(iso: checkIn)!, checkOut: Day(iso: checkOut)!, guests: guests).full
    }

    @Test func aLandmarkWhoseWindowHasNotOpenedEveryNightOfTheStayIsNotFoundFree() async throws {
        // At noon UTC on 22 Nov 2026 the standard window has opened 22 May
        // 2027 at both; a release four months ahead has opened March only.
        var later = ridge
        later.window = .release(monthsAhead: 4, day: 1, at: LocalTime(hour: 9, minute: 0)!)
        let released = SearchByDates(
            reservations: store, landmarks: FixedLandmarks(landmarks: [meadow, later]),
            today: noon(Day(iso: "2026-11-22")!))
        let inMarch = try await released(
            checkIn: Day(iso: "2027-03-30")!, checkOut: Day(iso: "2027-04-01")!, guests: 2)
        #expect(inMarch.full.isEmpty)
        let intoApril = try await released(
            checkIn: Day(iso: "2027-03-31")!, checkOut: Day(iso: "2027-04-02")!, guests: 2)
        #expect(intoApril.full == [2])
        #expect(intoApril.nightlyFees.keys.sorted() == [1])
        #expect(try await full("2027-05-22", "2027-05-23", guests: 2).isEmpty)
        #expect(try await full("2027-05-22", "2027-05-24", guests: 2) == [1, 2])
    }

    @Test func aLandmarkIsFullForAPartyNoneOfItsSitesTakes() async throws {
        #expect(try await full("2026-12-01", "2026-12-03", guests: 6) == [])
        #expect(try await full("2026-12-01", "2026-12-03", guests: 7) == [1])
    }

    @Test func aFreeSiteOnEachNightIsNotEnoughWhenNoOneSiteIsFreeOnEveryNight() async throws {
        try await book("A1", at: meadow, "2026-12-01", "2026-12-02")
        try await book("A2", at: meadow, "2026-12-02", "2026-12-03")
        #expect(try await full("2026-12-01", "2026-12-03", guests: 2) == [1])
        // Each night alone still has a site.
        #expect(try await full("2026-12-01", "2026-12-02", guests: 2) == [])
        #expect(try await full("2026-12-02", "2026-12-03", guests: 2) == [])
    }

    @Test func aWalkInSiteDoesNotCountForTheCarASearchingPartyIsTakenToBring() async throws {
        try await book("G1", at: ridge, "2026-12-01", "2026-12-03")
        // W1 takes four on foot, but the booking form the search links to brings a car.
        #expect(try await full("2026-12-01", "2026-12-03", guests: 2) == [2])
        #expect(try await full("2026-12-03", "2026-12-05", guests: 2) == [])
    }

    @Test func anAccessibleSiteCountsForAnyPartyOnceTheOthersAreTaken() async throws {
        try await book("A1", at: meadow, "2026-12-01", "2026-12-03")
        #expect(try await full("2026-12-01", "2026-12-03", guests: 2) == [])
        try await book("A2", at: meadow, "2026-12-02", "2026-12-03")
        #expect(try await full("2026-12-01", "2026-12-03", guests: 2) == [1])
    }

    /// Each landmark found is priced at the site the party would be given
    /// now, as the booking form's review prices it: the smallest that fits
    /// and is free, at its own fee, or the landmark's.
    @Test func eachLandmarkFoundIsPricedAtTheSiteThePartyWouldBeGivenNow() async throws {
        var tent = BookableSite(number: "A1", kind: "tent", maxPeople: 6, maxVehicles: 2, accessible: false)
        tent.nightlyFee = 2000
        var rv = BookableSite(number: "B1", kind: "rv", maxPeople: 8, maxVehicles: 2, accessible: false)
        rv.nightlyFee = 4500
        let pines = BookableLandmark(
            id: 4, name: "Pines", sites: [rv, tent], href: "/landmarks/4", timeZone: .gmt, nightlyFee: 2000)
        let search = SearchByDates(
            reservations: store, landmarks: FixedLandmarks(landmarks: [meadow, pines]),
            today: noon(Day(iso: "2026-11-22")!))
        let (checkIn, checkOut) = (Day(iso: "2026-12-01")!, Day(iso: "2026-12-03")!)
        var found = try await search(checkIn: checkIn, checkOut: checkOut, guests: 2)
        // Meadow's sites have no fee of their own: the landmark's.
        #expect(found.nightlyFees == [1: meadow.nightlyFee, 4: 2000])
        // Seven fit the RV site only.
        found = try await search(checkIn: checkIn, checkOut: checkOut, guests: 7)
        #expect(found.nightlyFees == [4: 4500] && found.full == [1])
        // With the tent site taken, two get the RV site and its fee.
        try await book("A1", at: pines, "2026-12-02", "2026-12-03")
        found = try await search(checkIn: checkIn, checkOut: checkOut, guests: 2)
        #expect(found.nightlyFees[4] == 4500)
    }

    @Test func aStayTheRulesRefuseIsRefusedBeforeAnythingIsRead() async throws {
        await #expect(throws: ReservationsError.self) {
            try await full("2026-12-03", "2026-12-01", guests: 2)
        }
    }
}
