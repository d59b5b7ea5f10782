import API
import Foundation
import Hummingbird
import HummingbirdTesting
import LandmarksApi
import LandmarksDomain
import Testing

private func decode<T: Decodable>(_ type: T.Type, _ response: TestResponse) throws -> T {
    try APIJSON.decoder().decode(T.self, from: Data(buffer: response.body))
}

@Suite struct LandmarksAPITests {
    @Test func listsWithFilterAndPagination() async throws {
        try await TestApp().test { client in
            try await client.execute(uri: "/api/v1/landmarks?category=mountain&perPage=3&page=2", method: .get) {
                response in
                #expect(response.status == .ok)
                let page = try decode(Page<LandmarkDTO>.self, response)
                #expect(page.items.count == 3)
                #expect(page.page == 2)
                #expect(page.total == 8)
                #expect(page.items.allSatisfy { $0.category == "mountain" })
            }
        }
    }

    @Test func getsOneLandmarkAndItsPageURL() async throws {
        try await TestApp().test { client in
            try await client.execute(uri: "/api/v1/landmarks/1", method: .get) { response in
                let landmark = try decode(LandmarkDTO.self, response)
                #expect(landmark.id == 1)
                #expect(landmark.url == "/landmarks/1")
            }
        }
    }

    @Test func listsALandmarksNumberedSitesInMapOrderAndNoneForAnUnknownLandmark() async throws {
        try await TestApp().test { client in
            let landmark = try await client.execute(uri: "/api/v1/landmarks/1", method: .get) { response in
                try decode(LandmarkDTO.self, response)
            }
            try await client.execute(uri: "/api/v1/landmarks/1/sites", method: .get) { response in
                #expect(response.status == .ok)
                let sites = try decode([CampsiteDTO].self, response)
                #expect(sites.count == landmark.campsiteCount)
                #expect(sites.first?.number == "A1")
                #expect(Set(sites.map(\.number)).count == sites.count)
                #expect(sites.allSatisfy { ["tent", "rv", "group", "walk-in"].contains($0.kind) && $0.maxPeople >= 1 })
                // Each site costs its landmark's fee for its kind.
                #expect(sites.first { $0.kind == "tent" }?.nightlyFeeCents == landmark.nightlyFeeCents)
                #expect(
                    sites.first { $0.kind == "rv" }?.nightlyFeeCents
                        == SiteFees.usual(tent: landmark.nightlyFeeCents).rv)
            }
            try await client.execute(uri: "/api/v1/landmarks/999999/sites", method: .get) { response in
                #expect(response.status == .notFound)
                let problem = try decode(Problem.self, response)
                #expect(problem.status == 404)
            }
        }
    }

    @Test(arguments: [
        ("/api/v1/landmarks/999999", 404), ("/api/v1/landmarks/abc", 400), ("/api/v1/landmarks/+1", 400),
        ("/api/v1/landmarks/01", 400), ("/api/v1/landmarks/9223372036854775807", 404),
        ("/api/v1/landmarks?category=volcano", 422), ("/api/v1/landmarks?perPage=-1", 422),
        ("/api/v1/landmarks?perPage=10000", 422),
    ])
    func badInputIsAProblemNeverA500(_ uri: String, _ status: Int) async throws {
        try await TestApp().test { client in
            try await client.execute(uri: uri, method: .get) { response in
                #expect(Int(response.status.code) == status)
                #expect(response.headers[.contentType] == Problem.contentType)
                let problem = try decode(Problem.self, response)
                #expect(problem.status == status)
            }
        }
    }

    @Test func aBadCategoryAndATooLongSearchAreNamedTogether() async throws {
        try await TestApp().test { client in
            let uri = "/api/v1/landmarks?category=volcano&q=" + String(repeating: "q", count: 101)
            try await client.execute(uri: uri, method: .get) { response in
                #expect(response.status == .unprocessableContent)
                let problem = try decode(Problem.self, response)
                #expect(Set(problem.errors?.map(\.field) ?? []) == ["category", "q"])
            }
        }
    }

    @Test func theWireModelCarriesEveryFieldOfTheLandmark() async throws {
        try await TestApp().test { client in
            try await client.execute(uri: "/api/v1/landmarks/2", method: .get) { response in
                let landmark = try decode(LandmarkDTO.self, response)
                #expect(landmark.name == "Half Dome")
                #expect(landmark.category == "mountain")
                #expect(landmark.latitude != 0 && landmark.longitude != 0)
                #expect(landmark.isFavorite == nil)
            }
        }
    }

    @Test func aTenKilobyteQueryIs422() async throws {
        try await TestApp().test { client in
            try await client.execute(uri: "/api/v1/landmarks?q=" + String(repeating: "q", count: 10_240), method: .get)
            { response in
                #expect(response.status == .unprocessableContent)
                let problem = try decode(Problem.self, response)
                #expect(problem.errors?.first?.field == "q")
            }
        }
    }

    @Test func categoriesCountEveryLandmark() async throws {
        try await TestApp().test { client in
            try await client.execute(uri: "/api/v1/categories", method: .get) { response in
                let categories = try decode([CategoryDTO].self, response)
                #expect(categories.count == 7)
                #expect(categories.map(\.count).reduce(0, +) == 37)
            }
        }
    }
}
