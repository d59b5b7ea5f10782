import API
import Foundation
import LandmarksApi
import Route
import Testing

// This target depends on LandmarksApi alone, as a client would: it compiles
// only while the wire types and endpoints need nothing of the domain.

@Suite struct LandmarkDTOTests {
    @Test func theWireNamesArePublishedContract() throws {
        let dto = LandmarkDTO(
            id: 2, name: "Half Dome", park: "Yosemite National Park", state: "California", category: "mountain",
            description: "Granite.", latitude: 37.7459, longitude: -119.5332, campsiteCount: 4, nightlyFeeCents: 2500,
            url: "/landmarks/2")
        let json = try #require(try JSONSerialization.jsonObject(with: APIJSON.encoder().encode(dto)) as? [String: Any])
        #expect(
            Set(json.keys) == [
                "id", "name", "park", "state", "category", "description", "latitude", "longitude", "campsiteCount",
                "nightlyFeeCents", "url",
            ])
        #expect(try APIJSON.decoder().decode(LandmarkDTO.self, from: APIJSON.encoder().encode(dto)) == dto)
    }

    @Test func aSignedInAnswerSaysWhetherItIsAFavorite() throws {
        let json =
            #"""
            {"id":1,"name":"A","park":"P","state":"S","category":"lake","description":"",\#
            "latitude":1,"longitude":2,"campsiteCount":0,"nightlyFeeCents":0,"url":"/landmarks/1",\#
            "isFavorite":true}
            """#
        #expect(try APIJSON.decoder().decode(LandmarkDTO.self, from: Data(json.utf8)).isFavorite == true)
    }
}

@Suite struct ListLandmarksInputTests {
    private func parse(_ query: [Location.QueryItem]) throws -> ListLandmarksInput {
        try ListLandmarksInput(parts: RequestParts(query: query))
    }

    @Test func roundTrips() throws {
        let input = ListLandmarksInput(category: "lake", search: "crater", page: PageRequest(page: 2, perPage: 5))
        #expect(try ListLandmarksInput(parts: input.parts()) == input)
        #expect(try parse([]) == ListLandmarksInput())
    }

    @Test func emptyValuesMeanNoFilter() throws {
        #expect(try parse([.init("category", ""), .init("q", "")]) == ListLandmarksInput())
    }

    @Test(arguments: ["-1", "10000", "0", "many"])
    func aNonsensePageSizeIs422(_ perPage: String) throws {
        let problem = try #require(throws: Problem.self) { try parse([.init("perPage", perPage)]) }
        #expect(problem.status == 422)
        #expect(problem.errors?.map(\.field) == ["perPage"])
    }

    @Test func reportsBothPageFieldsAtOnce() throws {
        let problem = try #require(throws: Problem.self) { try parse([.init("perPage", "-1"), .init("page", "0")]) }
        #expect(Set(problem.errors?.map(\.field) ?? []) == ["perPage", "page"])
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
        #expect(
            try LandmarksEndpoints.landmark.request(for: LandmarkIDInput(id: 9)).location.href == "/api/v1/landmarks/9")
    }
}
