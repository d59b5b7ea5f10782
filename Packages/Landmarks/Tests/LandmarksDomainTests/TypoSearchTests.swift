import LandmarksDomain
import Testing

@Suite struct TypoSearchTests {
    let catalogue = LandmarkCatalogue(
        landmarks: [
            landmark(1, "Yosemite Valley", park: "Yosemite National Park", state: "California"),
            landmark(2, "Grand Canyon South Rim", park: "Grand Canyon National Park", state: "Arizona"),
            landmark(3, "Crater Lake", park: "Crater Lake National Park", state: "Oregon"),
            landmark(4, "Lake Tahoe", park: "Lake Tahoe Basin", state: "Nevada"),
        ], revision: 1)

    func names(_ search: String) throws -> [String] {
        catalogue.list(try LandmarkFilter(search: search), offset: 0, limit: 10).landmarks.map(\.name)
    }

    @Test func aTypoOrAMissingLetterStillFindsThePlace() throws {
        #expect(try names("yosmite") == ["Yosemite Valley"])
        #expect(try names("Yosemtie") == ["Yosemite Valley"]) // two letters swapped
        #expect(try names("grnd canyon") == ["Grand Canyon South Rim"])
        #expect(try names("Yosémite") == ["Yosemite Valley"]) // accents, exactly
    }

    @Test func anExactMatchIsNotWidenedAndShortOrFarWordsAreNotGuessed() throws {
        // "lake" matches exactly, so "lane" or "late" never join in.
        #expect(try names("lake") == ["Crater Lake", "Lake Tahoe"])
        #expect(try names("lak") == ["Crater Lake", "Lake Tahoe"])
        #expect(try names("xak").isEmpty) // under four letters: no typo forgiven
        #expect(try names("zzzzzz").isEmpty)
        #expect(try names("yosmite oregon").isEmpty) // every word must match one landmark
    }

    @Test func theEditDistanceCountsInsertionsDeletionsSubstitutionsAndSwaps() {
        func scalars(_ text: String) -> [Unicode.Scalar] { Array(text.unicodeScalars) }
        #expect(LandmarkCatalogue.editDistance(scalars("yosmite"), scalars("yosemite"), atMost: 1))
        #expect(LandmarkCatalogue.editDistance(scalars("teh"), scalars("the"), atMost: 1))
        #expect(!LandmarkCatalogue.editDistance(scalars("canyon"), scalars("crater"), atMost: 2))
        #expect(LandmarkCatalogue.editDistance(scalars(""), scalars("ab"), atMost: 2))
    }
}

private func landmark(_ id: Int, _ name: String, park: String, state: String) -> Landmark {
    Landmark(
        id: id, name: name, park: park, state: state, category: .nationalPark, description: "",
        coordinate: try! Coordinate(latitude: 40, longitude: -110), campsiteCount: 3, timeZone: .gmt)
}
