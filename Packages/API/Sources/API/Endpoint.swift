import HTTPTypes
import Route

/// One operation of the API: its method, its path, what it takes and what it
/// answers. The server mounts it (APIServer) and the client executes it
/// (APIClient) from this one definition.
public struct Endpoint<Input: EndpointInput, Output: Codable & Sendable>: Sendable {
    public let method: HTTPRequest.Method
    public let path: PathTemplate
    public let successStatus: HTTPResponse.Status

    public init(_ method: HTTPRequest.Method, _ path: PathTemplate, success: HTTPResponse.Status = .ok) {
        self.method = method
        self.path = path
        self.successStatus = success
    }

    /// Where a call with `input` goes, and the body it carries.
    public func request(for input: Input) throws -> (location: Location, body: [UInt8]?) {
        let parts = try input.parts()
        let location = Location(path: path.render(parts.pathParameters), query: parts.query)
        return (location, parts.body.map { Array($0) })
    }
}
