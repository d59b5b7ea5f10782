/// The API's contract as an OpenAPI 3.1 document, made from the same
/// `Endpoint` values that mount the routes and drive the Swift client: there
/// is no hand-written copy to fall behind (ADR 0042).
public struct OpenAPIDocument: Encodable, Sendable {
    public var openapi = "3.1.0"
    public var info: Info
    public var tags: [Tag]
    public var paths: [String: [String: Operation]]
    public var components: Components

    /// A mistake that makes the contract wrong, found while making it.
    public struct Incomplete: Error, CustomStringConvertible {
        public var problems: [String]
        public var description: String { "the API contract is incomplete: " + problems.joined(separator: "; ") }
    }

    /// Every endpoint of every group. `sharedProblems` are the server's
    /// answers that no endpoint chooses (a middleware's refusals), per
    /// endpoint. Throws when two endpoints share an operation id or a method
    /// and path, when a path parameter is not described, or when a wire type
    /// cannot be described.
    public init(
        title: String, version: String, description: String, groups: [EndpointGroup],
        sharedProblems: (DocumentedEndpoint) -> [DocumentedProblem] = { _ in [] }
    ) throws {
        info = Info(title: title, version: version, description: description)
        tags = groups.map { Tag(name: $0.name, description: $0.summary) }
        paths = [:]
        var registry = SchemaRegistry()
        let problem = try registry.schema(for: Problem.self)
        var mistakes: [String] = []
        var operationIDs: Set<String> = []
        for group in groups {
            for endpoint in group.endpoints {
                let name = "\(endpoint.method) \(endpoint.path)"
                let id = endpoint.documentation.operationID
                if !operationIDs.insert(id).inserted { mistakes.append("operation id \(id) is used twice") }
                let described = Set(endpoint.input.parameters.filter { $0.location == .path }.map(\.name))
                for missing in Set(endpoint.path.parameterNames).subtracting(described).sorted() {
                    mistakes.append("\(name): {\(missing)} is not described")
                }
                let method = endpoint.method.lowercased()
                if paths[endpoint.path.description]?[method] != nil { mistakes.append("\(name) is documented twice") }
                let operation = try Operation(
                    endpoint, tag: group.name, shared: sharedProblems(endpoint), problem: problem, registry: &registry)
                paths[endpoint.path.description, default: [:]][method] = operation
            }
        }
        if !mistakes.isEmpty { throw Incomplete(problems: mistakes) }
        components = Components(
            schemas: registry.components,
            securitySchemes: [
                Self.bearer: SecurityScheme(
                    type: "http", scheme: "bearer",
                    description: "The token of `POST /api/v1/auth/login`, as `Authorization: Bearer <token>`.")
            ])
    }

    static let bearer = "bearer"

    public struct Info: Encodable, Sendable {
        public var title: String
        public var version: String
        public var description: String
    }

    public struct Tag: Encodable, Sendable {
        public var name: String
        public var description: String
    }

    public struct Components: Encodable, Sendable {
        public var schemas: [String: JSONSchema]
        public var securitySchemes: [String: SecurityScheme]
    }

    public struct SecurityScheme: Encodable, Sendable {
        public var type: String
        public var scheme: String
        public var description: String
    }

    public struct Operation: Encodable, Sendable {
        public var operationId: String
        public var summary: String
        public var tags: [String]
        public var parameters: [Parameter]?
        public var requestBody: RequestBody?
        public var responses: [String: Response]
        /// Absent: no credentials. `[{bearer}]`: a token is required.
        /// `[{}, {bearer}]`: a token is optional.
        public var security: [[String: [String]]]?

        init(
            _ endpoint: DocumentedEndpoint, tag: String, shared: [DocumentedProblem], problem: JSONSchema,
            registry: inout SchemaRegistry
        ) throws {
            let documentation = endpoint.documentation
            operationId = documentation.operationID
            summary = documentation.summary
            tags = [tag]
            let parameters = endpoint.input.parameters.map {
                Parameter(name: $0.name, in: $0.location.rawValue, required: $0.required, description: $0.description, schema: $0.schema)
            }
            self.parameters = parameters.isEmpty ? nil : parameters
            requestBody = try endpoint.input.body.map { body in
                RequestBody(content: ["application/json": MediaType(schema: try body(&registry))])
            }
            var responses: [String: Response] = [:]
            responses[String(endpoint.successStatus)] = Response(
                description: endpoint.successReason,
                content: try endpoint.output.map { ["application/json": MediaType(schema: try $0(&registry))] })

            var problems = endpoint.input.problems + documentation.problems
            switch documentation.access {
            case .anyone:
                security = nil
            case .anyonePersonalWithToken:
                security = [[:], [OpenAPIDocument.bearer: []]]
            case .signedIn:
                security = [[OpenAPIDocument.bearer: []]]
                problems.append(DocumentedProblem(401, when: "no token was sent"))
            }
            problems += shared
            problems.append(DocumentedProblem(500, when: "something failed on the server's side"))
            problems.append(DocumentedProblem(503, when: "the database cannot be reached; try again after `Retry-After` seconds"))
            for status in Set(problems.map(\.status)).sorted() {
                let reasons = problems.filter { $0.status == status }.map(\.when)
                let text = reasons.enumerated().map { $0.offset == 0 ? Self.capitalized($0.element) : $0.element }
                    .joined(separator: "; or ")
                responses[String(status)] = Response(
                    description: text + ".", content: [Problem.contentType: MediaType(schema: problem)],
                    headers: status == 429 || status == 503
                        ? ["Retry-After": Header(description: "Seconds to wait before trying again.", schema: .integer(minimum: 0))]
                        : nil)
            }
            self.responses = responses
        }

        private static func capitalized(_ text: String) -> String {
            text.prefix(1).uppercased() + text.dropFirst()
        }
    }

    public struct Parameter: Encodable, Sendable {
        public var name: String
        public var `in`: String
        public var required: Bool
        public var description: String
        public var schema: JSONSchema
    }

    public struct RequestBody: Encodable, Sendable {
        public var required = true
        public var content: [String: MediaType]
    }

    public struct MediaType: Encodable, Sendable {
        public var schema: JSONSchema
    }

    public struct Header: Encodable, Sendable {
        public var description: String
        public var schema: JSONSchema
    }

    public struct Response: Encodable, Sendable {
        public var description: String
        public var content: [String: MediaType]?
        public var headers: [String: Header]?
    }
}
