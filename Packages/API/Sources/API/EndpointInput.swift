import Foundation

/// What a caller sends to an endpoint, as a type.
///
/// The client turns a value into request parts; the server parses the parts back
/// and throws a `Problem` (400 or 422) when they do not make a valid value. Both
/// directions live in one type, so they cannot drift apart.
public protocol EndpointInput: Sendable {
    /// Parses the request's parts; throws a `Problem` when they make no valid input.
    init(parts: RequestParts) throws
    /// The request's parts for this input, for a client to send.
    func parts() throws -> RequestParts
    /// What the contract says this input takes; the parameters named here
    /// are the ones `init(parts:)` reads.
    static var documentation: InputDocumentation { get }
}

/// For endpoints that take nothing.
public struct NoInput: EndpointInput, Hashable {
    /// The empty input.
    public init() {}
    /// Reads nothing.
    public init(parts: RequestParts) throws {}
    /// Sends nothing.
    public func parts() throws -> RequestParts { RequestParts() }
    public static var documentation: InputDocumentation { InputDocumentation() }
}

/// For endpoints whose input is a JSON body and nothing else.
public struct JSONBody<Value: Codable & Sendable>: EndpointInput {
    /// The body's value.
    public var value: Value

    /// An input sending `value` as JSON.
    public init(_ value: Value) {
        self.value = value
    }

    /// Decodes the body; a body that is not the type is a 400 or 422.
    public init(parts: RequestParts) throws {
        value = try parts.decodeBody(Value.self)
    }

    /// The value encoded as the body.
    public func parts() throws -> RequestParts {
        RequestParts(body: try APIJSON.encoder().encode(value))
    }

    public static var documentation: InputDocumentation {
        InputDocumentation(body: SchemaRegistry.reader(for: Value.self), problems: InputDocumentation.bodyProblems)
    }
}

/// For endpoints that answer with no body (204).
public struct NoContent: Codable, Sendable, Equatable {
    /// No content.
    public init() {}
}
