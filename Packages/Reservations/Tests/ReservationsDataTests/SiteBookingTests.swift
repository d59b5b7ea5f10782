import FluentKit
import FluentSQL
import Foundation
import ReservationsData
import ReservationsDomain
import Testing

@Suite struct SiteBookingTests {
    /// A landmark's sites: an accessible tent site first in map order, two
    /// tent sites, an RV site for eight, and a walk-in site (no vehicle).
    static let sites: [BookableSite] = [
        .site("A1", people: 6, accessible: true), .site("A2", people: 6), .site("A3", people: 6),
        .site("B1", people: 8), .site("W1", people: 4, vehicles: 0),
    ]

    func booking(
        _ checkIn: String, _ checkOut: String, guests: Int = 2, vehicles: Int = 1, site: String? = nil,
        needsAccessible: Bool = false
    ) -> Booking {
        Booking(
            landmarkID: 7, stay: Stay(checkIn: Day(iso: checkIn)!, checkOut: Day(iso: checkOut)!), guests: guests,
            notes: "", siteNumber: site, vehicles: vehicles, needsAccessibleSite: needsAccessible)
    }

    func site(_ outcome: BookingOutcome) -> String? {
        if case .confirmed(let stay) = outcome { stay.siteNumber } else { nil }
    }

    /// Thirty people on two hosts ask for site A2 for the same nights at
    /// once: exactly one gets it, every other is told it is taken, and the
    /// site holds one stay a night.
    @Test func aNamedSiteRacedForFromTwoHostsGoesToExactlyOne() async throws {
        try await TestDatabase.with { db in
            let here = db.repository()
            let outcomes = try await db.withSecondHost { there in
                try await withThrowingTaskGroup(of: BookingOutcome.self) { group in
                    for index in 0..<30 {
                        let repository = index.isMultiple(of: 2) ? here : there
                        group.addTask {
                            try await repository.book(
                                booking("2027-03-01", "2027-03-04", site: "A2"), owner: UUID(), sites: Self.sites)
                        }
                    }
                    return try await group.reduce(into: [BookingOutcome]()) { $0.append($1) }
                }
            }
            #expect(outcomes.compactMap(site) == ["A2"])
            #expect(outcomes.filter { $0 == .siteRefused(.taken("A2")) }.count == 29)
            #expect(try await db.count("site_nights") == 3)
            #expect(try await db.taken(landmark: 7, night: "2027-03-02") == 1)
        }
    }

    /// Thirty "any site" bookings for two people and a car at once: every
    /// site that takes a car is given once (the accessible one last), the
    /// walk-in site never, and the rest are refused as full or as having no
    /// fitting site free.
    @Test func anySiteBookingsRacingFillEveryFittingSiteOnceAndNoOther() async throws {
        try await TestDatabase.with { db in
            let repository = db.repository()
            let outcomes = try await withThrowingTaskGroup(of: BookingOutcome.self) { group in
                for _ in 0..<30 {
                    group.addTask {
                        try await repository.book(booking("2027-03-01", "2027-03-03"), owner: UUID(), sites: Self.sites)
                    }
                }
                return try await group.reduce(into: [BookingOutcome]()) { $0.append($1) }
            }
            let given = outcomes.compactMap(site)
            #expect(given.sorted() == ["A1", "A2", "A3", "B1"])
            #expect(
                outcomes.allSatisfy { outcome in
                    switch outcome {
                    case .confirmed, .siteRefused(.noFittingSiteFree), .full: true
                    default: false
                    }
                })
            #expect(try await db.count("site_nights") == 8)
            // The walk-in site is still free for a party without a car.
            let walker = try await repository.book(
                booking("2027-03-01", "2027-03-03", vehicles: 0), owner: UUID(), sites: Self.sites)
            #expect(site(walker) == "W1")
        }
    }

    /// One by one: the smallest site that fits comes first, the accessible
    /// one only once no other fits, and first for a party that needs it.
    @Test func theSmallestFittingSiteIsGivenAccessibleLastOrFirstForThoseWhoNeedIt() async throws {
        try await TestDatabase.with { db in
            let repository = db.repository()
            let asked: [(Booking, String?)] = [
                (booking("2027-04-01", "2027-04-02", guests: 2, vehicles: 0), "W1"),
                (booking("2027-04-01", "2027-04-02", guests: 7), "B1"),
                (booking("2027-04-01", "2027-04-02", needsAccessible: true), "A1"),
                (booking("2027-04-01", "2027-04-02"), "A2"),
                (booking("2027-04-01", "2027-04-02"), "A3"),
                (booking("2027-04-01", "2027-04-02"), nil),
            ]
            for (index, (one, expected)) in asked.enumerated() {
                let given = try await site(repository.book(one, owner: UUID(), sites: Self.sites))
                #expect(given == expected, "booking \(index)")
            }
        }
    }

    /// Each site's own fee is what the stay costs; a booking that may cost
    /// at most what was shown is never given a dearer site, and is told so
    /// when only dearer ones are free.
    @Test func aStayCostsItsSitesFeeAndNeverMoreThanTheBookingAllows() async throws {
        try await TestDatabase.with { db in
            let repository = db.repository()
            var tent = BookableSite.site("A1", people: 6)
            tent.nightlyFee = 2000
            var rv = BookableSite.site("B1", people: 8)
            rv.nightlyFee = 4500
            let sites = [tent, rv]
            var first = booking("2027-05-01", "2027-05-04", guests: 2)
            first.nightlyFee = 3000
            first.maxNightlyFee = 2000
            guard case .confirmed(let cheap) = try await repository.book(first, owner: UUID(), sites: sites) else {
                Issue.record("the tent site was free")
                return
            }
            #expect(cheap.siteNumber == "A1")
            #expect(cheap.nightlyFee == 2000 && cheap.total == 6000)
            // The tent site is gone; the RV site costs more than was shown.
            let refused = try await repository.book(first, owner: UUID(), sites: sites)
            #expect(refused == .siteRefused(.costsMore(than: 2000)))
            // Shown the RV site's price, the booking gets it at that price.
            var dearer = first
            dearer.maxNightlyFee = 4500
            guard case .confirmed(let rvStay) = try await repository.book(dearer, owner: UUID(), sites: sites) else {
                Issue.record("the RV site was free")
                return
            }
            #expect(rvStay.siteNumber == "B1" && rvStay.nightlyFee == 4500 && rvStay.total == 13_500)
            // Nothing is left: full, not a matter of price.
            #expect(
                try await repository.book(dearer, owner: UUID(), sites: sites) == .full(night: Day(iso: "2027-05-01")!))
        }
    }

    /// The accessible site named by someone who does not need it is held
    /// while another site that fits is free for the whole stay, and theirs
    /// once none is; someone who needs it books it at once.
    @Test func aNamedAccessibleSiteIsHeldBackUntilNoOtherFittingSiteIsFree() async throws {
        try await TestDatabase.with { db in
            let repository = db.repository()
            let asked = booking("2027-05-01", "2027-05-03", site: "A1")
            let held = try await repository.book(asked, owner: UUID(), sites: Self.sites)
            #expect(held == .siteRefused(.heldForAccessibility("A1")))
            let needing = booking("2027-05-01", "2027-05-03", site: "A1", needsAccessible: true)
            let gotA1 = try await site(repository.book(needing, owner: UUID(), sites: Self.sites))
            #expect(gotA1 == "A1")
            #expect(try await db.count("site_nights") == 2)
            // On other nights, with A2, A3 and B1 taken on one night of the
            // stay each, no other fitting site is free for the whole stay.
            for (number, night) in [("A2", "2027-06-01"), ("A3", "2027-06-02"), ("B1", "2027-06-03")] {
                let day = Day(iso: night)!
                let one = booking(night, day.adding(days: 1).iso, site: number)
                let given = try await site(repository.book(one, owner: UUID(), sites: Self.sites))
                #expect(given == number)
            }
            let late = booking("2027-06-01", "2027-06-04", site: "A1")
            let lateSite = try await site(repository.book(late, owner: UUID(), sites: Self.sites))
            #expect(lateSite == "A1")
        }
    }

    /// A stay that shares one night with another never gets its site, and a
    /// cancelled stay gives its site back on every night.
    @Test func aStaySharingOneNightNeverGetsTheSameSiteAndACancelledOneGivesItBack() async throws {
        try await TestDatabase.with { db in
            let repository = db.repository()
            let sites = [BookableSite.site("A1"), .site("A2")]
            let first = try await repository.book(booking("2027-07-01", "2027-07-03"), owner: UUID(), sites: sites)
            #expect(site(first) == "A1")
            let second = try await repository.book(booking("2027-07-02", "2027-07-05"), owner: UUID(), sites: sites)
            #expect(site(second) == "A2")
            let third = try await repository.book(
                booking("2027-07-02", "2027-07-03", site: "A2"), owner: UUID(), sites: sites)
            #expect(third == .full(night: Day(iso: "2027-07-02")!))
            // A1 is free from the 3rd, but not for a stay from the 2nd.
            let fourth = try await repository.book(
                booking("2027-07-03", "2027-07-04", site: "A1"), owner: UUID(), sites: sites)
            #expect(site(fourth) == "A1")
            guard case .confirmed(let made) = second else { return }
            _ = try await repository.cancel(id: made.id, owner: made.ownerID)
            #expect(try await db.count("site_nights") == 3)
            let again = try await repository.book(
                booking("2027-07-02", "2027-07-03", site: "A2"), owner: UUID(), sites: sites)
            #expect(site(again) == "A2")
            #expect(try await SiteNightAudit.disagreements(on: db.database) == [])
        }
    }

    /// What the grid of sites by night reads: every site-night held in the
    /// range at this landmark, none outside it, none a cancelled stay held.
    @Test func theSiteNightsOfARangeAreEveryNightAStayHoldsThereAndNoOther() async throws {
        try await TestDatabase.with { db in
            let repository = db.repository()
            let sites = [BookableSite.site("A1"), .site("A2")]
            let kept = try await repository.book(booking("2027-08-01", "2027-08-04"), owner: UUID(), sites: sites)
            let dropped = try await repository.book(
                booking("2027-08-02", "2027-08-03", site: "A2"), owner: UUID(), sites: sites)
            let elsewhere = Booking(
                landmarkID: 8, stay: Stay(checkIn: Day(iso: "2027-08-02")!, checkOut: Day(iso: "2027-08-03")!),
                guests: 2, notes: "")
            _ = try await repository.book(elsewhere, owner: UUID(), sites: sites)
            guard case .confirmed(let made) = dropped, site(kept) == "A1" else {
                Issue.record("the stays were not booked")
                return
            }
            let range = Day(iso: "2027-08-02")!..<Day(iso: "2027-08-10")!
            let night = { (site: String, day: String) in SiteNight(siteNumber: site, night: Day(iso: day)!) }
            #expect(
                try await repository.takenSites(landmarkID: 7, nights: range).all
                    == [night("A1", "2027-08-02"), night("A1", "2027-08-03"), night("A2", "2027-08-02")])
            _ = try await repository.cancel(id: made.id, owner: made.ownerID)
            #expect(
                try await repository.takenSites(landmarkID: 7, nights: range).all
                    == [night("A1", "2027-08-02"), night("A1", "2027-08-03")])
        }
    }

    /// What an import that retires sites is told: the confirmed stays with
    /// a night on one of those sites from a day on, each with its first
    /// such night; a cancelled stay, a stay over by then, another site and
    /// another landmark are not named.
    @Test func theStaysHoldingSitesFromADayOnAreNamedWithTheirFirstNightThere() async throws {
        try await TestDatabase.with { db in
            let repository = db.repository()
            let sites = [BookableSite.site("A1"), .site("A2"), .site("A3")]
            func book(_ checkIn: String, _ checkOut: String, _ site: String) async throws -> Reservation? {
                let outcome = try await repository.book(
                    booking(checkIn, checkOut, site: site), owner: UUID(), sites: sites)
                if case .confirmed(let made) = outcome { return made }
                return nil
            }
            let over = try #require(try await book("2027-09-01", "2027-09-03", "A2"))
            let straddling = try #require(try await book("2027-09-09", "2027-09-12", "A2"))
            let later = try #require(try await book("2027-09-20", "2027-09-21", "A1"))
            let cancelled = try #require(try await book("2027-09-15", "2027-09-16", "A1"))
            _ = try await repository.cancel(id: cancelled.id, owner: cancelled.ownerID)
            _ = try await book("2027-09-10", "2027-09-11", "A3")
            let holding = try await SiteNights.holding(
                ["A1", "A2"], at: 7, from: Day(iso: "2027-09-10")!, now: Date(), on: db.database)
            #expect(
                holding == [
                    .init(
                        siteNumber: "A1", confirmationCode: later.confirmationCode.value,
                        firstNight: Day(iso: "2027-09-20")!),
                    .init(
                        siteNumber: "A2", confirmationCode: straddling.confirmationCode.value,
                        firstNight: Day(iso: "2027-09-10")!),
                ])
            #expect(!holding.contains { $0.confirmationCode == over.confirmationCode.value })
            #expect(
                try await SiteNights.holding(["A1"], at: 8, from: Day(iso: "2027-01-01")!, now: Date(), on: db.database)
                    == [])
            #expect(
                try await SiteNights.holding([], at: 7, from: Day(iso: "2027-01-01")!, now: Date(), on: db.database)
                    == [])
        }
    }
}
