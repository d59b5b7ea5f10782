/// What the contract says about an endpoint beyond its types: its name, what
/// it does, who may call it, and how it can fail.
public struct EndpointDocumentation: Sendable {
    /// Unique in the API, for generated clients: `listLandmarks`.
    public var operationID: String
    /// What it does, in a sentence.
    public var summary: String
    /// Who may call it.
    public var access: Access
    /// The failures this endpoint answers on purpose. Those of its input
    /// (`InputDocumentation.problems`), of its access (401 without a token),
    /// of the server's middleware (the document's `sharedProblems`) and of
    /// the server (500, 503) are added by the document.
    public var problems: [DocumentedProblem]
    /// Whether its answer carries an `ETag` and a request with a matching
    /// `If-None-Match` is answered 304 without a body: true of an endpoint
    /// mounted with a response cache, which checks it when it is mounted.
    public var conditional: Bool
    /// Operations a success answer leads to, by name: a booking's 201 to
    /// reading and cancelling it.
    public var links: [String: DocumentedLink]

    /// The documentation of operation `operationID`.
    public init(
        _ operationID: String, summary: String, access: Access = .anyone, problems: [DocumentedProblem] = [],
        conditional: Bool = false, links: [String: DocumentedLink] = [:]
    ) {
        self.operationID = operationID
        self.summary = summary
        self.access = access
        self.problems = problems
        self.conditional = conditional
        self.links = links
    }

    /// Who may call an endpoint.
    public enum Access: Sendable, Equatable {
        /// No credentials needed.
        case anyone
        /// Anyone; a bearer token makes the answer the caller's own (a landmark
        /// says whether it is a favorite).
        case anyonePersonalWithToken
        /// A bearer token, or 401.
        case signedIn
    }
}

/// A status an endpoint may answer with a problem body, and when.
public struct DocumentedProblem: Sendable, Equatable {
    /// The HTTP status.
    public var status: Int
    /// When the endpoint answers it.
    public var when: String

    /// A problem with `status`, answered `when`.
    public init(_ status: Int, when: String) {
        self.status = status
        self.when = when
    }

    /// A 404 answered `when`.
    public static func notFound(_ when: String) -> DocumentedProblem { DocumentedProblem(404, when: when) }
    /// A 409 answered `when`.
    public static func conflict(_ when: String) -> DocumentedProblem { DocumentedProblem(409, when: when) }
    /// A 422 answered `when`.
    public static func unprocessable(_ when: String) -> DocumentedProblem { DocumentedProblem(422, when: when) }
    /// A 429 answered `when`.
    public static func tooManyRequests(_ when: String) -> DocumentedProblem { DocumentedProblem(429, when: when) }
}

/// Another operation a success answer leads to, with where its parameters
/// come from: `["id": "$response.body#/id"]` (OpenAPI's runtime expressions).
public struct DocumentedLink: Sendable, Equatable, Encodable {
    /// The operation the link leads to.
    public var operationId: String
    /// Each of its parameters, and the runtime expression that gives it.
    public var parameters: [String: String]
    /// What following the link does.
    public var description: String

    /// A link to `operationID` with these parameters.
    public init(_ operationID: String, parameters: [String: String], _ description: String) {
        self.operationId = operationID
        self.parameters = parameters
        self.description = description
    }
}

/// What an input takes from a request, for the contract: path, query and
/// header parameters, a JSON body, and the problems its parsing answers.
public struct InputDocumentation: Sendable {
    /// Its path, query and header parameters.
    public var parameters: [ParameterDocumentation]
    /// The body's schema, read from its type when the document is made.
    public var body: SchemaRegistry.Reader?
    /// The problems its parsing answers.
    public var problems: [DocumentedProblem]

    /// What an input takes, and how reading it can fail.
    public init(
        parameters: [ParameterDocumentation] = [],
        body: SchemaRegistry.Reader? = nil,
        problems: [DocumentedProblem] = []
    ) {
        self.parameters = parameters
        self.body = body
        self.problems = problems
    }

    /// The problems of reading a JSON body: not JSON at all, a field missing,
    /// repeated or of the wrong type, too big, sent as something else.
    public static let bodyProblems: [DocumentedProblem] = [
        DocumentedProblem(400, when: "the body is missing or not JSON"),
        .unprocessable("a field is missing, given twice, of the wrong type or against the rules; `errors` names each"),
        DocumentedProblem(413, when: "the body is larger than the server accepts"),
        DocumentedProblem(415, when: "the body is not sent as JSON (`Content-Type: application/json`)"),
    ]
}

/// One path or query parameter.
public struct ParameterDocumentation: Sendable, Equatable {
    /// Where a parameter is sent.
    public enum Location: String, Sendable {
        /// A segment of the path.
        case path
        /// A query parameter.
        case query
        /// A request header.
        case header
    }

    /// The parameter's name.
    public var name: String
    /// Where it is sent.
    public var location: Location
    /// What values it takes.
    public var schema: JSONSchema
    /// What it means.
    public var description: String
    /// Whether a request must send it (a path parameter always must).
    public var required: Bool

    /// A parameter; `required` defaults to true in the path and false elsewhere.
    public init(name: String, in location: Location, schema: JSONSchema, description: String, required: Bool? = nil) {
        self.name = name
        self.location = location
        self.schema = schema
        self.description = description
        self.required = required ?? (location == .path)
    }

    /// `{id}` as a positive whole number, the one spelling of an id.
    public static func positiveID(_ name: String = "id", of what: String) -> ParameterDocumentation {
        ParameterDocumentation(
            name: name, in: .path, schema: .integer(minimum: 1, maximum: Int.max),
            description: "The \(what)'s id, a positive whole number.")
    }
}
