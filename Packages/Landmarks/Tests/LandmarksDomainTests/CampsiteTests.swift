import LandmarksDomain
import Testing

@Suite struct CampsiteTests {
    @Test func aNumberIsOneToFiveCapitalsAndDigitsWithADigit() throws {
        for good in ["A12", "7", "W3", "AB123", "012"] { #expect(Campsite.isNumber(good), "\(good)") }
        for bad in ["", "A", "a12", "A-12", "ABC123", "Á1", "١٢"] { #expect(!Campsite.isNumber(bad), "\(bad)") }
        #expect(throws: LandmarksError.self) {
            try Campsite(number: "a1", kind: .tent, maxPeople: 6, maxVehicles: 2, accessible: false)
        }
    }

    @Test func aSiteTakesAtLeastOnePersonAndAWalkInSiteNoVehicle() throws {
        #expect(throws: LandmarksError.self) {
            try Campsite(number: "A1", kind: .tent, maxPeople: 0, maxVehicles: 1, accessible: false)
        }
        #expect(throws: LandmarksError.self) {
            try Campsite(
                number: "A1", kind: .tent, maxPeople: Campsite.mostPeople + 1, maxVehicles: 1, accessible: false)
        }
        #expect(throws: LandmarksError.self) {
            try Campsite(number: "W1", kind: .walkIn, maxPeople: 4, maxVehicles: 1, accessible: false)
        }
        let site = try Campsite(number: "B2", kind: .rv, maxPeople: 8, maxVehicles: 2, accessible: true)
        #expect(site.fits(people: 8, vehicles: 2))
        #expect(!site.fits(people: 9, vehicles: 1))
        #expect(!site.fits(people: 2, vehicles: 3))
    }

    @Test func aSiteIsTakenFromItsStaysWhenRetiredOrMadeSmallerAndNeverWhenItGrowsOrChangesKind() throws {
        func site(_ number: String, _ kind: CampsiteKind = .tent, people: Int = 6, vehicles: Int = 2) throws
            -> Campsite
        {
            try Campsite(number: number, kind: kind, maxPeople: people, maxVehicles: vehicles, accessible: false)
        }
        let old = [
            try site("A10"), try site("A2"), try site("B1", .rv, people: 8), try site("C1"),
            try site("W1", .walkIn, vehicles: 0),
        ]
        let new = [
            try site("A10", people: 5), try site("A2", people: 10), try site("B1", .tent, people: 8),
            try site("C1", vehicles: 1), try site("W1", .walkIn, people: 6, vehicles: 0), try site("D1"),
        ]
        #expect(CampsiteLayout.narrowed(from: old, to: new) == ["A10", "C1"])
        #expect(CampsiteLayout.narrowed(from: old, to: [try site("A2")]) == ["A10", "B1", "C1", "W1"])
        #expect(CampsiteLayout.narrowed(from: old, to: old).isEmpty)
    }

    @Test func theStandardLayoutHasExactlyTheCountWithUniqueNumbers() {
        for count in 0...60 {
            let sites = CampsiteLayout.standard(count: count)
            #expect(sites.count == count, "\(count)")
            #expect(Set(sites.map(\.number)).count == count, "\(count)")
        }
    }

    @Test func aCampgroundOfTwelveHasEveryKindAndOneAccessibleTentSite() {
        let sites = CampsiteLayout.standard(count: 12)
        let byKind = Dictionary(grouping: sites, by: \.kind).mapValues(\.count)
        #expect(byKind == [.tent: 7, .rv: 3, .group: 1, .walkIn: 1])
        #expect(sites.filter(\.accessible).map(\.number) == ["A1"])
        #expect(sites.allSatisfy { $0.kind != .walkIn || $0.maxVehicles == 0 })
        // Twenty sites: two accessible, a tent site and an RV site.
        #expect(CampsiteLayout.standard(count: 20).filter(\.accessible).map(\.number) == ["A1", "B1"])
        // One site is never held back for anyone.
        #expect(CampsiteLayout.standard(count: 1).filter(\.accessible).isEmpty)
    }

    @Test func loopsAreNumberedFromTheirLetterWithTheirFirstSitesAccessible() throws {
        let sites = try CampsiteLayout.sites([
            .init("A", 2, .tent, people: 6, vehicles: 1, accessible: 1),
            .init("B", 0, .rv, people: 8, vehicles: 2),
            .init("W", 3, .walkIn, people: 4, vehicles: 0, accessible: 1),
        ])
        #expect(sites.map(\.number) == ["A1", "A2", "W1", "W2", "W3"])
        #expect(sites.filter(\.accessible).map(\.number) == ["A1", "W1"])
        #expect(sites.first?.maxVehicles == 1 && sites.last?.kind == .walkIn)
        #expect(throws: LandmarksError.self) {
            try CampsiteLayout.sites([.init("W", 1, .walkIn, people: 4, vehicles: 1)])
        }
        #expect(throws: LandmarksError.self) {
            try CampsiteLayout.sites([.init("a", 1, .tent, people: 4, vehicles: 1)])
        }
        #expect(throws: LandmarksError.self) {
            try CampsiteLayout.sites([.init("A", 1, .group, people: 41, vehicles: 4)])
        }
    }

    @Test func sitesAreListedInMapOrder() throws {
        let numbers = ["A10", "B1", "A2", "W1", "A1", "G1"]
        let sites = try numbers.map {
            try Campsite(number: $0, kind: .tent, maxPeople: 4, maxVehicles: 1, accessible: false)
        }
        #expect(sites.sorted(by: Campsite.mapOrder).map(\.number) == ["A1", "A2", "A10", "B1", "G1", "W1"])
    }
}
