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

/// A wire type that says what its fields mean and which values they take.
private struct Ticket: Codable, Sendable, DocumentedFields {
    struct Seat: Codable, Sendable { var row: Int }
    var day: String
    var kind: String
    var seat: Seat
    static let fieldDocumentation: [String: JSONSchema] = [
        "day": .day("The day of travel."),
        "kind": JSONSchema(allowedValues: ["single", "return"]),
        "seat": JSONSchema(description: "Where to sit."),
    ]
}

/// Documents a field it does not have.
private struct Stale: Codable, Sendable, DocumentedFields {
    var day: String
    static let fieldDocumentation: [String: JSONSchema] = ["date": .day()]
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
        #expect(page.properties?["items"]?.items == JSONSchema(reference: "Stop"))
        #expect(registry.components["Stop"] != nil)
    }

    @Test func fieldNotesAreLaidOverTheFieldsReadAndANestedTypeIsNamedWithoutADot() throws {
        var registry = SchemaRegistry()
        _ = try registry.schema(for: Ticket.self)
        let ticket = try #require(registry.components["Ticket"])
        #expect(ticket.properties?["day"] == .string(format: "date", "The day of travel."))
        #expect(ticket.properties?["kind"] == JSONSchema(type: "string", allowedValues: ["single", "return"]))
        #expect(ticket.properties?["seat"] == JSONSchema(description: "Where to sit.", reference: "TicketSeat"))
        #expect(registry.components["TicketSeat"] != nil)
    }

    @Test func aNoteForAFieldTheTypeDoesNotHaveIsRefused() throws {
        var registry = SchemaRegistry()
        let error = try #require(throws: SchemaRegistry.Unreadable.self) { try registry.schema(for: Stale.self) }
        #expect(error.reason == "its documentation names date, which it does not have")
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
        EndpointDocumentation("getTrip", summary: "One trip.", access: .signedIn, problems: [.notFound("no such trip")])
    )
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
        let parameters = (get.parameters ?? []).compactMap(document.resolved)
        #expect(parameters.map(\.name) == ["id"])
        #expect(parameters.first?.in == "path")
        #expect(parameters.first?.required == true)
        #expect(get.security == [["bearer": []]])
        let ok = try #require(get.responses["200"].flatMap(document.resolved))
        #expect(ok.content?["application/json"]?.schema.reference == "Trip")
        // The input's problems, the endpoint's and the access's; the
        // server's own (500, 503, 507) are the default.
        #expect(Set(get.responses.keys) == ["200", "400", "401", "404", "default"])
        let notFound = try #require(get.responses["404"].flatMap(document.resolved))
        #expect(notFound.content?[Problem.contentType]?.schema.reference == "Problem")
        #expect(notFound.description == "No such trip.")
        let other = try #require(get.responses["default"].flatMap(document.resolved))
        #expect(other.headers?["Retry-After"] != nil)
        #expect(other.headers?["X-Request-Id"] != nil)

        let add = try #require(document.paths["/api/v1/trips"]?["post"])
        #expect(add.security == [[:], ["bearer": []]])
        #expect(add.requestBody?.content["application/json"]?.schema.reference == "Stop")
        #expect(Set(add.responses.keys) == ["201", "400", "413", "415", "422", "default"])

        let remove = try #require(document.paths["/api/v1/trips/{id}"]?["delete"])
        #expect(remove.responses["204"].flatMap(document.resolved)?.content == nil)
        #expect(remove.responses["403"].flatMap(document.resolved)?.description == "A middleware refused it.")
        #expect(get.responses["403"] == nil)
        #expect(remove.security == [[:], ["bearer": []]])
    }

    @Test func eachProblemStatusIsOneSharedResponseThatOperationsReferTo() throws {
        let document = try Self.document([Self.getTrip.documented, Self.addTrip.documented, Self.removeTrip.documented])
        let data = try APIJSON.encoder().encode(document)
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let paths = try #require(json["paths"] as? [String: [String: [String: Any]]])
        let getResponses = try #require(paths["/api/v1/trips/{id}"]?["get"]?["responses"] as? [String: [String: Any]])
        let removeResponses = try #require(
            paths["/api/v1/trips/{id}"]?["delete"]?["responses"] as? [String: [String: Any]])
        #expect(getResponses["400"]?["$ref"] as? String == "#/components/responses/BadRequest")
        #expect(removeResponses["400"]?["$ref"] as? String == "#/components/responses/BadRequest")
        #expect(getResponses["default"]?["$ref"] as? String == "#/components/responses/Problem")
        let responses = try #require((json["components"] as? [String: Any])?["responses"] as? [String: Any])
        #expect(
            Set(responses.keys) == [
                "Problem", "BadRequest", "Unauthorized", "Forbidden", "NotFound", "ContentTooLarge",
                "UnsupportedMediaType",
                "UnprocessableContent",
            ])
        let unauthorized = try #require(responses["Unauthorized"] as? [String: Any])
        let headers = try #require(unauthorized["headers"] as? [String: Any])
        #expect(Set(headers.keys) == ["WWW-Authenticate"])
        #expect((json["servers"] as? [[String: String]])?.first?["url"] == "/")
    }

    @Test func aConditionalEndpointDocumentsItsETagIfNoneMatchAnd304() throws {
        let listed = Endpoint<NoInput, [Trip]>(
            .get, "/api/v1/trips", EndpointDocumentation("listTrips", summary: "Every trip.", conditional: true))
        let document = try Self.document([listed.documented, Self.getTrip.documented])
        let list = try #require(document.paths["/api/v1/trips"]?["get"])
        #expect((list.parameters ?? []).compactMap(document.resolved).map(\.name) == ["If-None-Match"])
        let notModified = try #require(list.responses["304"].flatMap(document.resolved))
        #expect(notModified.content == nil)
        #expect(notModified.headers?["ETag"] != nil)
        #expect(list.responses["200"].flatMap(document.resolved)?.headers?["ETag"] != nil)
        let get = try #require(document.paths["/api/v1/trips/{id}"]?["get"])
        #expect(get.responses["304"] == nil)
        #expect(get.responses["200"].flatMap(document.resolved)?.headers?["ETag"] == nil)
    }

    @Test func aLinkToAnOperationThereIsNotIsRefused() throws {
        let linked = Endpoint<JSONBody<Stop>, Trip>(
            .post, "/api/v1/trips", success: .created,
            EndpointDocumentation(
                "addTrip", summary: "A new trip.",
                links: [
                    "getTrip": DocumentedLink("getTrip", parameters: ["id": "$response.body#/id"], "The trip."),
                    "payTrip": DocumentedLink("payTrip", parameters: ["id": "$response.body#/id"], "Pay it."),
                ]))
        let refused = try #require(throws: OpenAPIDocument.Incomplete.self) {
            try Self.document([linked.documented, Self.getTrip.documented])
        }
        #expect(refused.problems == ["POST /api/v1/trips: link payTrip names no operation payTrip"])
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
        let bare = Endpoint<Undescribed, Trip>(
            .get, "/api/v1/bare/{id}", EndpointDocumentation("bare", summary: "Bare."))
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
