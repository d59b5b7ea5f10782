/// The API's contract as an OpenAPI 3.1 document, made from the same
/// `Endpoint` values that mount the routes and drive the Swift client: there
/// is no hand-written copy to fall behind (ADR 0104).
public struct OpenAPIDocument: Encodable, Sendable {
    /// The OpenAPI version the document follows.
    public var openapi = "3.1.0"
    /// The API's title, version and description.
    public var info: Info
    /// `/`: the server that serves the document, wherever it runs.
    public var servers = [Server(url: "/", description: "The server this document came from.")]
    /// The groups operations are listed under.
    public var tags: [Tag]
    /// Every path, and its operations by method.
    public var paths: [String: [String: Operation]]
    /// The schemas, responses, parameters, headers and security schemes
    /// that operations refer to.
    public var components: Components

    /// A mistake that makes the contract wrong, found while making it.
    public struct Incomplete: Error, CustomStringConvertible {
        /// Each mistake found.
        public var problems: [String]
        public var description: String { "the API contract is incomplete: " + problems.joined(separator: "; ") }
    }

    /// Every endpoint of every group. `sharedProblems` are the server's
    /// answers that no endpoint chooses (a middleware's refusals), per
    /// endpoint. Throws when two endpoints share an operation id or a method
    /// and path, when a path parameter is not described, when a link names an
    /// operation there is not, or when a wire type cannot be described.
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
        var statuses: Set<Int> = []
        let endpoints = groups.flatMap { group in group.endpoints.map { (group.name, $0) } }
        let allIDs = Set(endpoints.map(\.1.documentation.operationID))
        for (tag, endpoint) in endpoints {
            let name = "\(endpoint.method) \(endpoint.path)"
            let id = endpoint.documentation.operationID
            if !operationIDs.insert(id).inserted { mistakes.append("operation id \(id) is used twice") }
            let described = Set(endpoint.input.parameters.filter { $0.location == .path }.map(\.name))
            for missing in Set(endpoint.path.parameterNames).subtracting(described).sorted() {
                mistakes.append("\(name): {\(missing)} is not described")
            }
            for (link, target) in endpoint.documentation.links where !allIDs.contains(target.operationId) {
                mistakes.append("\(name): link \(link) names no operation \(target.operationId)")
            }
            let method = endpoint.method.lowercased()
            if paths[endpoint.path.description]?[method] != nil { mistakes.append("\(name) is documented twice") }
            let operation = try Operation(endpoint, tag: tag, shared: sharedProblems(endpoint), registry: &registry)
            statuses.formUnion(operation.problemStatuses)
            paths[endpoint.path.description, default: [:]][method] = operation
        }
        if !mistakes.isEmpty { throw Incomplete(problems: mistakes) }
        var responses: [String: Response] = [Self.anyProblem: ProblemResponses.any(problem)]
        for status in statuses {
            responses[ProblemResponses.name(of: status)] = ProblemResponses.response(status, problem)
        }
        if endpoints.contains(where: \.1.documentation.conditional) {
            responses[Self.notModified] = Self.notModifiedResponse
        }
        components = Components(
            schemas: registry.components,
            responses: responses,
            parameters: [Self.ifNoneMatch: Self.ifNoneMatchParameter],
            headers: CommonHeaders.all,
            securitySchemes: [
                Self.bearer: SecurityScheme(
                    type: "http", scheme: "bearer",
                    description: "The token of `POST /api/v1/auth/login`, as `Authorization: Bearer <token>`.")
            ])
    }

    static let bearer = "bearer"
    static let anyProblem = "Problem"
    static let notModified = "NotModified"
    static let ifNoneMatch = "IfNoneMatch"

    static let notModifiedResponse = Response(
        description: "Not Modified: the caller's copy, named by `If-None-Match`, is still the answer; no body is sent.",
        headers: ["ETag": .reference(CommonHeaders.etag)])

    static let ifNoneMatchParameter = Parameter(
        name: "If-None-Match", in: "header", required: false,
        description: "The `ETag` of an answer the caller keeps: when it is still the answer, a 304 without a body. "
            + "A value that names no answer (or none) gets the whole answer.",
        schema: .string())

    /// What the document describes.
    public struct Info: Encodable, Sendable {
        /// The API's name.
        public var title: String
        /// The contract's version.
        public var version: String
        /// What the API is for.
        public var description: String
    }

    /// A server the API is served at.
    public struct Server: Encodable, Sendable {
        /// Its address.
        public var url: String
        /// What it is.
        public var description: String
    }

    /// A group of operations.
    public struct Tag: Encodable, Sendable {
        /// The group's name.
        public var name: String
        /// What the group's operations are about.
        public var description: String
    }

    /// The parts operations refer to by name.
    public struct Components: Encodable, Sendable {
        /// The wire types' schemas.
        public var schemas: [String: JSONSchema]
        /// The shared problem answers.
        public var responses: [String: Response]
        /// The shared parameters.
        public var parameters: [String: Parameter]
        /// The shared headers.
        public var headers: [String: Header]
        /// How a caller proves who it is.
        public var securitySchemes: [String: SecurityScheme]
    }

    /// A way of proving who is calling.
    public struct SecurityScheme: Encodable, Sendable {
        /// Its type (`http`).
        public var type: String
        /// Its scheme (`bearer`).
        public var scheme: String
        /// How to get a credential.
        public var description: String
    }

    /// One operation of a path.
    public struct Operation: Encodable, Sendable {
        /// Its unique name.
        public var operationId: String
        /// What it does.
        public var summary: String
        /// The groups it is listed under.
        public var tags: [String]
        /// Its parameters, written here or referred to.
        public var parameters: [Referable<Parameter>]?
        /// Its JSON body, if it takes one.
        public var requestBody: RequestBody?
        /// Its answers by status (`default` for the server's own).
        public var responses: [String: Referable<Response>]
        /// `[{bearer}]`: a token is required. `[{}, {bearer}]`: a token is
        /// optional (and refused with a 401 when it is not known).
        public var security: [[String: [String]]]
        /// The statuses answered with a problem body, each a shared response.
        var problemStatuses: [Int] = []

        enum CodingKeys: String, CodingKey {
            case operationId, summary, tags, parameters, requestBody, responses, security
        }

        init(_ endpoint: DocumentedEndpoint, tag: String, shared: [DocumentedProblem], registry: inout SchemaRegistry)
            throws
        {
            let documentation = endpoint.documentation
            operationId = documentation.operationID
            summary = documentation.summary
            tags = [tag]
            var parameters: [Referable<Parameter>] = endpoint.input.parameters.map { parameter in
                var schema = parameter.schema
                // The server refuses an empty query value (APIServer's mount).
                if parameter.location == .query, schema.type == "string", schema.minLength == nil {
                    schema.minLength = 1
                }
                return .inline(
                    Parameter(
                        name: parameter.name, in: parameter.location.rawValue, required: parameter.required,
                        description: parameter.description, schema: schema))
            }
            if documentation.conditional {
                parameters.append(.reference(OpenAPIDocument.ifNoneMatch, kind: "parameters"))
            }
            self.parameters = parameters.isEmpty ? nil : parameters
            requestBody = try endpoint.input.body.map { body in
                RequestBody(content: ["application/json": MediaType(schema: try body(&registry))])
            }
            var responses: [String: Referable<Response>] = [:]
            // The headers a client acts on are typed where they come; the
            // request id every answer carries is named once, on `default`.
            var headers: [String: Referable<Header>]?
            if documentation.conditional {
                headers = ["ETag": .reference(CommonHeaders.etag)]
                responses["304"] = .reference(OpenAPIDocument.notModified, kind: "responses")
            }
            responses[String(endpoint.successStatus)] = .inline(
                Response(
                    description: endpoint.successReason,
                    content: try endpoint.output.map { ["application/json": MediaType(schema: try $0(&registry))] },
                    headers: headers, links: documentation.links.isEmpty ? nil : documentation.links))

            var problems = endpoint.input.problems + documentation.problems
            switch documentation.access {
            case .anyone, .anyonePersonalWithToken:
                security = [[:], [OpenAPIDocument.bearer: []]]
            case .signedIn:
                security = [[OpenAPIDocument.bearer: []]]
                problems.append(DocumentedProblem(401, when: "no token was sent"))
            }
            problems += shared
            // What any operation may answer for the server's own reasons
            // (500, 503, 507) is the `default` response: one case in a
            // client, not three in each operation.
            problemStatuses = Set(problems.map(\.status)).sorted()
            for status in problemStatuses {
                let reasons = problems.filter { $0.status == status }.map(\.when)
                let text = reasons.enumerated().map { $0.offset == 0 ? Self.capitalized($0.element) : $0.element }
                    .joined(separator: "; or ")
                responses[String(status)] = .reference(
                    ProblemResponses.name(of: status), kind: "responses", description: text + ".")
            }
            responses["default"] = .reference(OpenAPIDocument.anyProblem, kind: "responses")
            self.responses = responses
        }

        private static func capitalized(_ text: String) -> String {
            text.prefix(1).uppercased() + text.dropFirst()
        }
    }

    /// A parameter of an operation.
    public struct Parameter: Encodable, Sendable {
        /// Its name.
        public var name: String
        /// Where it is sent: `path`, `query` or `header`.
        public var `in`: String
        /// Whether a request must send it.
        public var required: Bool
        /// What it means.
        public var description: String
        /// What values it takes.
        public var schema: JSONSchema
    }

    /// An operation's body.
    public struct RequestBody: Encodable, Sendable {
        /// Whether the body must be sent: always, here.
        public var required = true
        /// The body by media type (`application/json`).
        public var content: [String: MediaType]
    }

    /// A body in one media type.
    public struct MediaType: Encodable, Sendable {
        /// Its schema.
        public var schema: JSONSchema
    }

    /// A header of an answer.
    public struct Header: Encodable, Sendable {
        /// What it means.
        public var description: String
        /// Whether the answer always carries it.
        public var required: Bool? = nil
        /// What values it takes.
        public var schema: JSONSchema
    }

    /// One answer of an operation.
    public struct Response: Encodable, Sendable {
        /// When it is answered.
        public var description: String
        /// Its body by media type; nil for none.
        public var content: [String: MediaType]? = nil
        /// Its headers.
        public var headers: [String: Referable<Header>]? = nil
        /// The operations it leads to.
        public var links: [String: DocumentedLink]? = nil
    }

    /// A part written where it is used, or a reference to the one in the
    /// components (which may say, in `description`, what it means here).
    public enum Referable<Value: Encodable & Sendable>: Encodable, Sendable {
        /// The part itself.
        case inline(Value)
        /// A reference to the part of `kind` named by the first value in the
        /// components, with what it means here.
        case reference(String, kind: String = "headers", description: String? = nil)

        enum CodingKeys: String, CodingKey {
            case reference = "$ref"
            case description
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .inline(let value):
                try value.encode(to: encoder)
            case .reference(let name, let kind, let description):
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode("#/components/\(kind)/\(name)", forKey: .reference)
                try container.encodeIfPresent(description, forKey: .description)
            }
        }
    }
}

extension OpenAPIDocument {
    /// A parameter as written where it is used or in the components.
    public func resolved(_ parameter: Referable<Parameter>) -> Parameter? {
        switch parameter {
        case .inline(let value): value
        case .reference(let name, _, _): components.parameters[name]
        }
    }

    /// A response as written where it is used or in the components, with the
    /// operation's own description when it gives one.
    public func resolved(_ response: Referable<Response>) -> Response? {
        switch response {
        case .inline(let value): return value
        case .reference(let name, _, let description):
            var shared = components.responses[name]
            if let description { shared?.description = description }
            return shared
        }
    }
}
