import Foundation
import LandmarksDomain
import Testing

/// A repository in memory: enough to drive the use cases.
struct InMemoryLandmarks: LandmarkRepository {
    var landmarks: [Landmark]

    func catalogue() async throws -> LandmarkCatalogue {
        LandmarkCatalogue(landmarks: landmarks, revision: 1)
    }
}

func landmark(
    _ id: Int, _ name: String, _ category: LandmarkCategory, park: String = "Park", state: String = "State"
) throws -> Landmark {
    Landmark(
        id: id, name: name, park: park, state: state, category: category, description: "",
        coordinate: try Coordinate(latitude: 10, longitude: 20), campsiteCount: 3, timeZone: .gmt)
}

@Suite struct BrowseLandmarksTests {
    let browse: BrowseLandmarks

    init() throws {
        browse = BrowseLandmarks(
            repository: InMemoryLandmarks(landmarks: [
                try landmark(1, "Crater Lake", .lake),
                try landmark(2, "Half Dome", .mountain),
                try landmark(3, "Mono Lake", .lake),
            ]))
    }

    @Test func findsALandmark() async throws {
        #expect(try await browse.landmark(id: 2).name == "Half Dome")
    }

    @Test(arguments: [0, -1, 99])
    func anUnknownIdIsNotFound(_ id: Int) async throws {
        await #expect(throws: LandmarksError.notFound(id: id)) { try await browse.landmark(id: id) }
    }

    @Test func categoriesListEveryCategoryWithItsCount() async throws {
        let categories = try await browse.categories()
        #expect(categories.map(\.category) == LandmarkCategory.allCases)
        #expect(categories.first { $0.category == .lake }?.count == 2)
        #expect(categories.first { $0.category == .monument }?.count == 0)
    }

    @Test func listFiltersByCategory() async throws {
        let (landmarks, total) = try await browse.list(try LandmarkFilter(category: .lake), offset: 0, limit: 10)
        #expect(total == 2)
        #expect(landmarks.map(\.id) == [1, 3])
    }
}

@Suite struct LandmarkFilterTests {
    @Test func trimsAndDropsAnEmptySearch() throws {
        #expect(try LandmarkFilter(search: "  lake ").search == "lake")
        #expect(try LandmarkFilter(search: "   ").search == nil)
    }

    @Test func refusesASearchThatIsTooLong() {
        #expect(throws: LandmarksError.searchTooLong(maximum: 100)) {
            try LandmarkFilter(search: String(repeating: "a", count: 10_000))
        }
    }

    @Test func parsesCategoryNames() throws {
        #expect(try LandmarkFilter.category(named: "national-park") == .nationalPark)
        #expect(try LandmarkFilter.category(named: "") == nil)
        #expect(try LandmarkFilter.category(named: nil) == nil)
        let error = try #require(throws: LandmarksError.self) { try LandmarkFilter.category(named: "volcano") }
        #expect(error.message.contains("volcano"))
        #expect(error.message.contains("national-park"))
    }
}

@Suite struct CoordinateTests {
    @Test(arguments: [(91.0, 0.0), (-91.0, 0.0), (0.0, 181.0), (0.0, -180.5), (Double.nan, 0.0)])
    func refusesPointsOffTheGlobe(_ latitude: Double, _ longitude: Double) {
        #expect(throws: LandmarksError.self) { try Coordinate(latitude: latitude, longitude: longitude) }
    }

    @Test func acceptsTheEdges() throws {
        _ = try Coordinate(latitude: -90, longitude: 180)
        _ = try Coordinate(latitude: 90, longitude: -180)
    }
}
