import Foundation
import Route

/// The parts of an HTTP request that carry an endpoint's input: path parameters,
/// the query, the headers the input documents, and a JSON body.
public struct RequestParts: Sendable, Equatable {
    /// The path's parameters by name, decoded.
    public var pathParameters: [String: String]
    /// The query's items, in order.
    public var query: [Location.QueryItem]
    /// Only those the input names in its documentation (`in: header`), by
    /// their names in lower case.
    public var headers: [String: String]
    /// The body's bytes; nil for none.
    public var body: Data?

    /// Parts with these values.
    public init(
        pathParameters: [String: String] = [:], query: [Location.QueryItem] = [], headers: [String: String] = [:],
        body: Data? = nil
    ) {
        self.pathParameters = pathParameters
        self.query = query
        self.headers = headers
        self.body = body
    }

    /// A header the input documents, by name in any case.
    public func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }

    /// The value of the query item `name`; nil when absent.
    public func queryValue(_ name: String) -> String? {
        query.first { $0.name == name }?.value
    }

    /// A required path parameter; its absence means the endpoint was mounted
    /// on the wrong path, which is the server's fault, not the caller's.
    public func pathParameter(_ name: String) throws -> String {
        guard let value = pathParameters[name] else {
            throw Problem.badRequest("The path is missing its {\(name)} part.")
        }
        return value
    }

    /// Decodes the JSON body, naming the field that did not fit when it can;
    /// a key given twice in one object is refused, not settled silently.
    public func decodeBody<T: Decodable>(_ type: T.Type) throws -> T {
        guard let body, !body.isEmpty else {
            throw Problem.badRequest("This request needs a JSON body.")
        }
        if let repeated = DuplicateJSONKeys.firstPath(in: body) {
            throw Problem.unprocessable([FieldIssue(field: repeated, message: "is given more than once")])
        }
        do {
            return try APIJSON.decoder().decode(T.self, from: body)
        } catch let DecodingError.keyNotFound(key, context) {
            throw Problem.unprocessable([
                FieldIssue(field: Self.fieldPath(context.codingPath + [key]), message: "is required")
            ])
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            throw Problem.unprocessable([
                FieldIssue(field: Self.fieldPath(context.codingPath), message: "has the wrong type")
            ])
        } catch let DecodingError.dataCorrupted(context) where !context.codingPath.isEmpty {
            throw Problem.unprocessable([FieldIssue(field: Self.fieldPath(context.codingPath), message: "is not valid")]
            )
        } catch {
            throw Problem.badRequest("The body is not valid JSON.")
        }
    }

    private static func fieldPath(_ path: [any CodingKey]) -> String {
        path.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
    }
}

extension RequestParts {
    /// One `name=value` pair of a query.
    public typealias QueryItem = Location.QueryItem
}
