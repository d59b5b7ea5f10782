import HTTPTypes
import Route

/// One operation of the API: its method, its path, what it takes and what it
/// answers. The server mounts it (APIServer) and the client executes it
/// (APIClient) from this one definition.
public struct Endpoint<Input: EndpointInput, Output: Codable & Sendable>: Sendable {
    /// Its HTTP method.
    public let method: HTTPRequest.Method
    /// Its path, with its parameters.
    public let path: PathTemplate
    /// The status of a success.
    public let successStatus: HTTPResponse.Status
    /// What the OpenAPI contract says of it; an endpoint cannot be made
    /// without it.
    public let documentation: EndpointDocumentation

    /// An endpoint answering `method` at `path` with `successStatus`, documented by `documentation`.
    public init(
        _ method: HTTPRequest.Method, _ path: PathTemplate, success: HTTPResponse.Status = .ok,
        _ documentation: EndpointDocumentation
    ) {
        self.method = method
        self.path = path
        self.successStatus = success
        self.documentation = documentation
    }

    /// The endpoint without its types, as the contract lists it.
    public var documented: DocumentedEndpoint {
        let output = Output.self == NoContent.self ? nil : SchemaRegistry.reader(for: Output.self)
        return DocumentedEndpoint(
            method: method.rawValue, path: path, successStatus: successStatus.code,
            successReason: successStatus.reasonPhrase, documentation: documentation, input: Input.documentation,
            output: output)
    }

    /// Where a call with `input` goes, the headers and the body it carries.
    public func request(for input: Input) throws -> (location: Location, headers: [String: String], body: [UInt8]?) {
        let parts = try input.parts()
        let location = Location(path: path.render(parts.pathParameters), query: parts.query)
        return (location, parts.headers, parts.body.map { Array($0) })
    }
}
