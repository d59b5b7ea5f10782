import API
import Foundation
import Route
import Testing

private struct Greeting: Codable, Sendable, Equatable {
    var name: String
    var times: Int
}

private struct ItemID: EndpointInput, Equatable {
    var id: Int
    init(id: Int) { self.id = id }
    init(parts: RequestParts) throws {
        guard let id = Int(try parts.pathParameter("id")), id > 0 else {
            throw Problem.badRequest("id must be a positive whole number")
        }
        self.id = id
    }
    func parts() throws -> RequestParts { RequestParts(pathParameters: ["id": String(id)]) }
    static var documentation: InputDocumentation { InputDocumentation(parameters: [.positiveID(of: "item")]) }
}

@Suite struct EndpointTests {
    @Test func rendersPathParametersAndQuery() throws {
        let endpoint = Endpoint<ItemID, Greeting>(
            .get, "/api/v1/items/{id}", EndpointDocumentation("getItem", summary: "An item."))
        let (location, headers, body) = try endpoint.request(for: ItemID(id: 7))
        #expect(headers.isEmpty)
        #expect(location.href == "/api/v1/items/7")
        #expect(body == nil)
    }

    @Test func inputParsesBackWhatItRendered() throws {
        let parts = try ItemID(id: 12).parts()
        #expect(try ItemID(parts: parts) == ItemID(id: 12))
        #expect(throws: Problem.self) { try ItemID(parts: RequestParts(pathParameters: ["id": "abc"])) }
    }

    @Test func jsonBodyRoundTrips() throws {
        let parts = try JSONBody(Greeting(name: "Ada", times: 2)).parts()
        #expect(try JSONBody<Greeting>(parts: parts).value == Greeting(name: "Ada", times: 2))
    }
}

@Suite struct RequestPartsTests {
    @Test func missingFieldIsA422NamingTheField() throws {
        let parts = RequestParts(body: Data(#"{"name":"Ada"}"#.utf8))
        let problem = try #require(throws: Problem.self) { try parts.decodeBody(Greeting.self) }
        #expect(problem.status == 422)
        #expect(problem.errors == [FieldIssue(field: "times", message: "is required")])
    }

    @Test func wrongTypeIsA422NamingTheField() throws {
        let parts = RequestParts(body: Data(#"{"name":"Ada","times":"two"}"#.utf8))
        let problem = try #require(throws: Problem.self) { try parts.decodeBody(Greeting.self) }
        #expect(problem.status == 422)
        #expect(problem.errors?.first?.field == "times")
    }

    @Test func brokenJSONIsA400() throws {
        let parts = RequestParts(body: Data("{not json".utf8))
        let problem = try #require(throws: Problem.self) { try parts.decodeBody(Greeting.self) }
        #expect(problem.status == 400)
    }

    @Test func missingBodyIsA400() throws {
        let problem = try #require(throws: Problem.self) { try RequestParts().decodeBody(Greeting.self) }
        #expect(problem.status == 400)
    }
}

@Suite struct PaginationTests {
    @Test func defaultsWhenAbsent() throws {
        let request = try PageRequest(query: RequestParts())
        #expect(request == PageRequest(page: 1, perPage: 20))
        #expect(request.offset == 0)
    }

    @Test func readsValidValues() throws {
        let request = try PageRequest(query: RequestParts(query: [.init("page", "3"), .init("perPage", "10")]))
        #expect(request.offset == 20)
    }

    @Test(arguments: [
        ("perPage", "-1"), ("perPage", "10000"), ("perPage", "0"), ("page", "0"), ("page", "two"), ("page", "1.5"),
    ])
    func refusesNonsense(_ name: String, _ value: String) throws {
        let problem = try #require(throws: Problem.self) {
            try PageRequest(query: RequestParts(query: [.init(name, value)]))
        }
        #expect(problem.status == 422)
        #expect(problem.errors?.map(\.field) == [name])
    }

    @Test func reportsBothBadFieldsAtOnce() throws {
        let problem = try #require(throws: Problem.self) {
            try PageRequest(query: RequestParts(query: [.init("page", "-3"), .init("perPage", "x")]))
        }
        #expect(problem.errors?.map(\.field) == ["page", "perPage"])
    }

    @Test func pageEncodesItsTotalPages() throws {
        let page = Page(items: [1, 2], page: 1, perPage: 2, total: 5)
        let json = String(decoding: try APIJSON.encoder().encode(page), as: UTF8.self)
        #expect(json == #"{"items":[1,2],"page":1,"perPage":2,"total":5,"totalPages":3}"#)
        #expect(try APIJSON.decoder().decode(Page<Int>.self, from: Data(json.utf8)) == page)
    }
}

@Suite struct ProblemTests {
    @Test func encodesAsRFC9457() throws {
        let problem = Problem.unprocessable([FieldIssue(field: "perPage", message: "too big")])
        let json = String(decoding: try APIJSON.encoder().encode(problem), as: UTF8.self)
        #expect(json.contains(#""status":422"#))
        #expect(json.contains(#""type":"about:blank""#))
        #expect(json.contains(#""errors":[{"field":"perPage","message":"too big"}]"#))
    }

    @Test func internalErrorSaysNothingAboutInternals() {
        let problem = Problem.internalError()
        #expect(problem.status == 500)
        #expect(problem.errors == nil)
    }
}
