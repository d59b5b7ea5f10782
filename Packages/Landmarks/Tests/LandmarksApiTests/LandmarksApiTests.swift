import API
import LandmarksApi
import LandmarksDomain
import Route
import Testing

private func halfDome() throws -> Landmark {
    Landmark(
        id: 2, name: "Half Dome", park: "Yosemite National Park", state: "California", category: .mountain,
        description: "Granite.", coordinate: try Coordinate(latitude: 37.7459, longitude: -119.5332), campsiteCount: 4)
}

@Suite struct LandmarkDTOTests {
    @Test func mapsBothWays() throws {
        let dto = LandmarkDTO(try halfDome())
        #expect(dto.category == "mountain")
        #expect(dto.url == "/landmarks/2")
        #expect(try Landmark(dto) == halfDome())
    }

    @Test func refusesABadRecordWithAClearError() throws {
        var dto = LandmarkDTO(try halfDome())
        dto.latitude = 123
        #expect(throws: LandmarksError.invalidCoordinate(latitude: 123, longitude: -119.5332)) { try Landmark(dto) }
        dto = LandmarkDTO(try halfDome())
        dto.category = "volcano"
        #expect(throws: LandmarksError.unknownCategory("volcano")) { try Landmark(dto) }
        dto = LandmarkDTO(try halfDome())
        dto.campsiteCount = -1
        #expect(throws: LandmarksError.self) { try Landmark(dto) }
        dto = LandmarkDTO(try halfDome())
        dto.name = "  "
        #expect(throws: LandmarksError.self) { try Landmark(dto) }
    }
}

@Suite struct ListLandmarksInputTests {
    private func parse(_ query: [Location.QueryItem]) throws -> ListLandmarksInput {
        try ListLandmarksInput(parts: RequestParts(query: query))
    }

    @Test func roundTrips() throws {
        let input = ListLandmarksInput(filter: try LandmarkFilter(category: .lake, search: "crater"), page: PageRequest(page: 2, perPage: 5))
        #expect(try ListLandmarksInput(parts: input.parts()) == input)
    }

    @Test func anUnknownCategoryIs422() throws {
        let problem = try #require(throws: Problem.self) { try parse([.init("category", "volcano")]) }
        #expect(problem.status == 422)
        #expect(problem.errors?.map(\.field) == ["category"])
    }

    @Test func aTenKilobyteSearchIs422() throws {
        let problem = try #require(throws: Problem.self) { try parse([.init("q", String(repeating: "x", count: 10_240))]) }
        #expect(problem.errors?.map(\.field) == ["q"])
    }

    @Test(arguments: ["-1", "10000", "0", "many"])
    func aNonsensePageSizeIs422(_ perPage: String) throws {
        let problem = try #require(throws: Problem.self) { try parse([.init("perPage", perPage)]) }
        #expect(problem.errors?.map(\.field) == ["perPage"])
    }

    @Test func reportsEveryBadFieldAtOnce() throws {
        let problem = try #require(throws: Problem.self) {
            try parse([.init("category", "x"), .init("perPage", "-1"), .init("page", "0")])
        }
        #expect(Set(problem.errors?.map(\.field) ?? []) == ["category", "perPage", "page"])
    }
}

@Suite struct LandmarkIDInputTests {
    @Test(arguments: ["abc", "-3", "0", "1.5", "99999999999999999999999"])
    func aMalformedIdIs400(_ raw: String) throws {
        let problem = try #require(throws: Problem.self) {
            try LandmarkIDInput(parts: RequestParts(pathParameters: ["id": raw]))
        }
        #expect(problem.status == 400)
    }

    @Test func endpointPathsRenderTheId() throws {
        #expect(try LandmarksEndpoints.landmark.request(for: LandmarkIDInput(id: 9)).location.href == "/api/v1/landmarks/9")
    }
}
