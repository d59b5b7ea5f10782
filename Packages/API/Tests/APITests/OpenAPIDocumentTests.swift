import API
import Foundation
import Testing

private struct Stop: Codable, Sendable {
    var name: String
    var arrives: Date
}

private struct Trip: Codable, Sendable {
    var id: UUID
    var title: String
    var seats: Int
    var price: Double
    var open: Bool
    var note: String?
    var stops: [Stop]
    var firstStop: Stop?
}

/// A wire type whose decoder refuses what it is given: the contract cannot
/// describe it, and says so rather than describe it wrongly.
private struct Fussy: Codable, Sendable {
    var code: String
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        code = try container.decode(String.self, forKey: .code)
        guard code.count == 3 else {
            throw DecodingError.dataCorruptedError(forKey: .code, in: container, debugDescription: "three letters")
        }
    }
}

private struct TripID: EndpointInput {
    var id: Int
    init(parts: RequestParts) throws { id = Int(try parts.pathParameter("id")) ?? 0 }
    func parts() throws -> RequestParts { RequestParts(pathParameters: ["id": String(id)]) }
    static var documentation: InputDocumentation {
        InputDocumentation(parameters: [.positiveID(of: "trip")], problems: [DocumentedProblem(400, when: "a bad id")])
    }
}

/// Says nothing of the `{id}` in its endpoint's path.
private struct Undescribed: EndpointInput {
    init(parts: RequestParts) throws {}
    func parts() throws -> RequestParts { RequestParts() }
    static var documentation: InputDocumentation { InputDocumentation() }
}

@Suite struct SchemaRegistryTests {
    @Test func anObjectBecomesANamedComponentWithItsRequiredAndOptionalFields() throws {
        var registry = SchemaRegistry()
        let schema = try registry.schema(for: Trip.self)
        #expect(schema.reference == "Trip")
        let trip = try #require(registry.components["Trip"])
        #expect(trip.type == "object")
        #expect(trip.required == ["id", "open", "price", "seats", "stops", "title"])
        #expect(trip.properties?["id"] == .string(format: "uuid"))
        #expect(trip.properties?["seats"] == .integer())
        #expect(trip.properties?["price"] == .number)
        #expect(trip.properties?["open"] == .boolean)
        #expect(trip.properties?["note"] == .string())
        #expect(trip.properties?["stops"] == .array(of: JSONSchema(reference: "Stop")))
        #expect(trip.properties?["firstStop"] == JSONSchema(reference: "Stop"))
        let stop = try #require(registry.components["Stop"])
        #expect(stop.properties?["arrives"] == .string(format: "date-time"))
        #expect(stop.required == ["arrives", "name"])
    }

    @Test func aPageStatesWhatItSendsIncludingTotalPages() throws {
        var registry = SchemaRegistry()
        let schema = try registry.schema(for: Page<Stop>.self)
        #expect(schema.reference == "PageOfStop")
        let page = try #require(registry.components["PageOfStop"])
        #expect(page.required == ["items", "page", "perPage", "total", "totalPages"])
        #expect(page.properties?["items"] == .array(of: JSONSchema(reference: "Stop")))
        #expect(registry.components["Stop"] != nil)
    }

    @Test func aTypeThatRefusesThePlaceholdersIsNamedNotGuessed() throws {
        var registry = SchemaRegistry()
        let error = try #require(throws: SchemaRegistry.Unreadable.self) { try registry.schema(for: Fussy.self) }
        #expect(error.type.hasSuffix("Fussy"))
    }
}

@Suite struct OpenAPIDocumentTests {
    fileprivate static let getTrip = Endpoint<TripID, Trip>(
        .get, "/api/v1/trips/{id}",
        EndpointDocumentation("getTrip", summary: "One trip.", access: .signedIn, problems: [.notFound("no such trip")]))
    fileprivate static let addTrip = Endpoint<JSONBody<Stop>, Trip>(
        .post, "/api/v1/trips", success: .created, EndpointDocumentation("addTrip", summary: "A new trip."))
    fileprivate static let removeTrip = Endpoint<TripID, NoContent>(
        .delete, "/api/v1/trips/{id}", success: .noContent,
        EndpointDocumentation("removeTrip", summary: "Forgets a trip.", access: .anyonePersonalWithToken))

    static func document(_ endpoints: [DocumentedEndpoint]) throws -> OpenAPIDocument {
        try OpenAPIDocument(
            title: "Trips", version: "1", description: "For tests.",
            groups: [EndpointGroup(name: "Trips", summary: "Trips.", endpoints: endpoints)],
            sharedProblems: { $0.method == "DELETE" ? [DocumentedProblem(403, when: "a middleware refused it")] : [] })
    }

    @Test func everyEndpointIsAnOperationWithItsParametersBodyAndAnswers() throws {
        let document = try Self.document([Self.getTrip.documented, Self.addTrip.documented, Self.removeTrip.documented])
        let get = try #require(document.paths["/api/v1/trips/{id}"]?["get"])
        #expect(get.operationId == "getTrip")
        #expect(get.tags == ["Trips"])
        #expect(get.parameters?.map(\.name) == ["id"])
        #expect(get.parameters?.first?.in == "path")
        #expect(get.parameters?.first?.required == true)
        #expect(get.security == [["bearer": []]])
        #expect(get.responses["200"]?.content?["application/json"]?.schema.reference == "Trip")
        // The input's problems, the endpoint's, the access's and the server's.
        #expect(Set(get.responses.keys) == ["200", "400", "401", "404", "500", "503"])
        #expect(get.responses["404"]?.content?[Problem.contentType]?.schema.reference == "Problem")
        #expect(get.responses["503"]?.headers?["Retry-After"] != nil)

        let add = try #require(document.paths["/api/v1/trips"]?["post"])
        #expect(add.security == nil)
        #expect(add.requestBody?.content["application/json"]?.schema.reference == "Stop")
        #expect(Set(add.responses.keys) == ["201", "400", "413", "415", "422", "500", "503"])

        let remove = try #require(document.paths["/api/v1/trips/{id}"]?["delete"])
        #expect(remove.responses["204"]?.content == nil)
        #expect(remove.responses["403"]?.description == "A middleware refused it.")
        #expect(get.responses["403"] == nil)
        #expect(remove.security == [[:], ["bearer": []]])
    }

    @Test func theJSONIsOpenAPI31AndEveryReferenceNamesAComponent() throws {
        let document = try Self.document([Self.getTrip.documented, Self.addTrip.documented, Self.removeTrip.documented])
        let data = try APIJSON.encoder().encode(document)
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["openapi"] as? String == "3.1.0")
        let schemas = try #require((json["components"] as? [String: Any])?["schemas"] as? [String: Any])
        let text = String(decoding: data, as: UTF8.self)
        let references = text.components(separatedBy: "\"$ref\":\"#/components/schemas/").dropFirst()
            .map { String($0.prefix { $0 != "\"" }) }
        #expect(!references.isEmpty)
        for name in references { #expect(schemas[name] != nil, "\(name) is referred to but not a component") }
        #expect(Set(schemas.keys) == ["Problem", "FieldIssue", "Trip", "Stop"])
    }

    @Test func anUndescribedPathParameterOrATwiceUsedNameIsRefused() throws {
        let bare = Endpoint<Undescribed, Trip>(.get, "/api/v1/bare/{id}", EndpointDocumentation("bare", summary: "Bare."))
        let missing = try #require(throws: OpenAPIDocument.Incomplete.self) { try Self.document([bare.documented]) }
        #expect(missing.problems == ["GET /api/v1/bare/{id}: {id} is not described"])

        let again = Endpoint<TripID, Trip>(
            .get, "/api/v1/again/{id}", EndpointDocumentation("getTrip", summary: "The same name."))
        let twice = try #require(throws: OpenAPIDocument.Incomplete.self) {
            try Self.document([Self.getTrip.documented, again.documented, Self.getTrip.documented])
        }
        #expect(twice.problems.contains("operation id getTrip is used twice"))
        #expect(twice.problems.contains("GET /api/v1/trips/{id} is documented twice"))
    }
}
