import ReservationsDomain
import Testing

@Suite struct SiteChoiceTests {
    let sites = [
        BookableSite(number: "A1", kind: "tent", maxPeople: 6, maxVehicles: 2, accessible: true),
        BookableSite(number: "A2", kind: "tent", maxPeople: 6, maxVehicles: 2, accessible: false),
        BookableSite(number: "B1", kind: "rv", maxPeople: 8, maxVehicles: 2, accessible: false),
        BookableSite(number: "W1", kind: "walk-in", maxPeople: 4, maxVehicles: 0, accessible: false),
    ]
    let stay = Stay(checkIn: Day(iso: "2027-01-01")!, checkOut: Day(iso: "2027-01-03")!)

    func pick(guests: Int = 2, vehicles: Int = 1, site: String? = nil, needs: Bool = false, taken: Set<String> = [])
        -> Result<BookableSite, SiteChoice.Refusal>
    {
        let booking = Booking(
            landmarkID: 1, stay: stay, guests: guests, notes: "", siteNumber: site, vehicles: vehicles,
            needsAccessibleSite: needs)
        return SiteChoice.site(for: booking, among: sites, taken: taken)
    }

    @Test func anySiteIsTheSmallestThatFitsWithAccessibleSitesLast() throws {
        #expect(try pick(vehicles: 0).get().number == "W1")
        #expect(try pick().get().number == "A2")
        #expect(try pick(guests: 7).get().number == "B1")
        #expect(try pick(taken: ["A2"]).get().number == "B1")
        #expect(try pick(taken: ["A2", "B1"]).get().number == "A1")
        #expect(pick(taken: ["A1", "A2", "B1"]) == .failure(.noFittingSiteFree))
    }

    @Test func aBookingThatMayCostAtMostWhatWasShownIsNeverGivenADearerSiteAndIsToldWhy() throws {
        var priced = sites
        priced[1].nightlyFee = 2000 // A2, a tent site
        priced[2].nightlyFee = 4500 // B1, an RV site
        var booking = Booking(landmarkID: 1, stay: stay, guests: 2, notes: "")
        booking.nightlyFee = 3000 // the landmark's, for the sites without their own
        #expect(booking.nightlyFee(at: priced[1]) == 2000 && booking.nightlyFee(at: priced[0]) == 3000)
        booking.maxNightlyFee = 3000
        #expect(SiteChoice.candidates(for: booking, among: priced).map(\.number) == ["A2", "A1"])
        #expect(try SiteChoice.site(for: booking, among: priced, taken: ["A2"]).get().number == "A1")
        // B1 is free but costs more than was shown.
        #expect(SiteChoice.site(for: booking, among: priced, taken: ["A1", "A2"]) == .failure(.costsMore(than: 3000)))
        // Without a most, B1 is given; with nothing free, it is full, not dear.
        booking.maxNightlyFee = nil
        #expect(try SiteChoice.site(for: booking, among: priced, taken: ["A1", "A2"]).get().number == "B1")
        #expect(
            SiteChoice.site(for: booking, among: priced, taken: ["A1", "A2", "B1"]) == .failure(.noFittingSiteFree))
    }

    /// The one-pass choice a search makes agrees with the ordered
    /// candidates a booking takes from, for any sites, party and nights taken.
    @Test func theFirstFreeSiteFoundInOnePassIsTheFirstFreeCandidate() {
        var generator = SystemRandomNumberGenerator()
        let kinds = ["tent", "rv", "group", "walk-in"]
        for _ in 0..<500 {
            let sites = (0..<Int.random(in: 0...8, using: &generator)).map { index in
                BookableSite(
                    number: "S\(index)", kind: kinds.randomElement(using: &generator)!,
                    maxPeople: Int.random(in: 1...8, using: &generator),
                    maxVehicles: Int.random(in: 0...2, using: &generator), accessible: Bool.random(using: &generator),
                    nightlyFee: Bool.random(using: &generator) ? Int.random(in: 1...5, using: &generator) * 1000 : nil)
            }
            var booking = Booking(
                landmarkID: 1, stay: stay, guests: Int.random(in: 1...8, using: &generator), notes: "",
                vehicles: Int.random(in: 0...2, using: &generator), needsAccessibleSite: Bool.random(using: &generator))
            booking.nightlyFee = 3000
            booking.maxNightlyFee =
                Bool.random(using: &generator) ? Int.random(in: 1...5, using: &generator) * 1000 : nil
            let taken = Set(sites.map(\.number).filter { _ in Bool.random(using: &generator) })
            let expected = SiteChoice.candidates(for: booking, among: sites).first { !taken.contains($0.number) }
            #expect(SiteChoice.firstFree(for: booking, among: sites, taken: taken) == expected, "\(sites) \(taken)")
        }
    }

    @Test func aPartyThatNeedsAnAccessibleSiteGetsOneFirst() throws {
        #expect(try pick(needs: true).get().number == "A1")
        #expect(try pick(needs: true, taken: ["A1"]).get().number == "A2")
    }

    @Test func aNamedSiteIsGivenWhenFreeAndHeldWhenAccessibleWhileAnotherFits() throws {
        #expect(try pick(site: "B1").get().number == "B1")
        #expect(pick(site: "B1", taken: ["B1"]) == .failure(.taken("B1")))
        #expect(pick(site: "A1") == .failure(.heldForAccessibility("A1")))
        #expect(try pick(site: "A1", needs: true).get().number == "A1")
        #expect(try pick(site: "A1", taken: ["A2", "B1"]).get().number == "A1")
    }

    @Test func theRulesRefuseASiteThatIsNotThereOrTooSmallNamingTheField() throws {
        func issue(_ booking: Booking) -> BookingIssue? {
            do {
                try BookingRules.check(booking, against: sites)
                return nil
            } catch {
                if case .notAtThisLandmark(let issue) = error { return issue }
                return nil
            }
        }
        #expect(
            issue(Booking(landmarkID: 1, stay: stay, guests: 2, notes: "", siteNumber: "C9"))
                == BookingIssue(field: .siteNumber, message: "This landmark has no site C9."))
        #expect(
            issue(Booking(landmarkID: 1, stay: stay, guests: 5, notes: "", siteNumber: "W1", vehicles: 0))
                == BookingIssue(
                    field: .guests,
                    message: "Site W1 takes up to 4 people and no vehicle; this party is 5 guests with no vehicle."))
        #expect(issue(Booking(landmarkID: 1, stay: stay, guests: 2, notes: "", siteNumber: "W1"))?.field == .vehicles)
        #expect(
            issue(Booking(landmarkID: 1, stay: stay, guests: 9, notes: ""))
                == BookingIssue(
                    field: .guests, message: "No site here takes 9 guests with 1 vehicle; the largest takes 8 people."))
        #expect(issue(Booking(landmarkID: 1, stay: stay, guests: 8, notes: "")) == nil)
        // The party fits, its vehicles do not: the message says what parks.
        #expect(
            issue(Booking(landmarkID: 1, stay: stay, guests: 7, notes: "", vehicles: 3))
                == BookingIssue(
                    field: .vehicles,
                    message: "No site here takes 7 guests with 3 vehicles: the sites that take 7 people park 2"
                        + " vehicles at most."))
        let walkIns = [BookableSite(number: "W1", kind: "walk-in", maxPeople: 6, maxVehicles: 0, accessible: false)]
        #expect(
            throws: ReservationsError.notAtThisLandmark(
                BookingIssue(
                    field: .vehicles,
                    message:
                        "No site here takes 1 guest with 1 vehicle: no vehicle parks at the sites that take 1 person."))
        ) {
            try BookingRules.check(Booking(landmarkID: 1, stay: stay, guests: 1, notes: ""), against: walkIns)
        }
    }
}
