import LandmarksDomain
import Testing

@Suite struct LandmarkCatalogueTests {
    let catalogue: LandmarkCatalogue

    init() throws {
        catalogue = LandmarkCatalogue(
            landmarks: [
                try landmark(4, "Mono Lake", .lake, park: "Mono Basin", state: "California"),
                try landmark(2, "Haleakalā Crater", .mountain, park: "Haleakalā", state: "Hawaii"),
                try landmark(7, "Crater Lake", .lake, park: "Crater Lake", state: "Oregon"),
                try landmark(3, "Zion 100% Canyon", .canyon, park: "Zion", state: "Utah"),
                try landmark(9, "Crater Lake", .lake, park: "Second", state: "Oregon"),
            ],
            revision: 5)
    }

    @Test func listsByNameThenIdAndCountsEveryMatch() throws {
        let (page, total) = catalogue.list(try LandmarkFilter(), offset: 0, limit: 3)
        #expect(total == 5)
        #expect(page.map(\.id) == [7, 9, 2])
        let (next, _) = catalogue.list(try LandmarkFilter(), offset: 3, limit: 3)
        #expect(next.map(\.id) == [4, 3])
        let (beyond, all) = catalogue.list(try LandmarkFilter(), offset: 10, limit: 3)
        #expect(beyond.isEmpty && all == 5)
    }

    @Test func searchIgnoresCaseAndAccentsAndLooksAtParkAndState() throws {
        #expect(
            catalogue.list(try LandmarkFilter(search: "HALEAKALA"), offset: 0, limit: 10).landmarks.map(\.id) == [2])
        #expect(catalogue.list(try LandmarkFilter(search: "oregon"), offset: 0, limit: 10).total == 2)
        #expect(
            catalogue.list(try LandmarkFilter(search: "mono basin"), offset: 0, limit: 10).landmarks.map(\.id) == [4])
    }

    @Test func wildcardCharactersAreSearchedLiterally() throws {
        #expect(catalogue.list(try LandmarkFilter(search: "100%"), offset: 0, limit: 10).landmarks.map(\.id) == [3])
        #expect(catalogue.list(try LandmarkFilter(search: "_"), offset: 0, limit: 10).total == 0)
        #expect(catalogue.list(try LandmarkFilter(search: "%"), offset: 0, limit: 10).total == 1)
    }

    @Test func categoryAndSearchNarrowTogetherAndPaginate() throws {
        let filter = try LandmarkFilter(category: .lake, search: "crater")
        let (first, total) = catalogue.list(filter, offset: 0, limit: 1)
        #expect(total == 2)
        #expect(first.map(\.id) == [7])
        #expect(catalogue.list(filter, offset: 1, limit: 1).landmarks.map(\.id) == [9])
    }

    @Test func findsByIdAndCountsByCategory() {
        #expect(catalogue.find(id: 3)?.name == "Zion 100% Canyon")
        #expect(catalogue.find(id: 99) == nil)
        #expect(catalogue.countByCategory() == [.lake: 3, .mountain: 1, .canyon: 1])
        #expect(catalogue.revision == 5)
    }
}
