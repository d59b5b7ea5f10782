import Foundation

/// What a caller sends to an endpoint, as a type.
///
/// The client turns a value into request parts; the server parses the parts back
/// and throws a `Problem` (400 or 422) when they do not make a valid value. Both
/// directions live in one type, so they cannot drift apart.
public protocol EndpointInput: Sendable {
    init(parts: RequestParts) throws
    func parts() throws -> RequestParts
    /// What the contract says this input takes; the parameters named here
    /// are the ones `init(parts:)` reads.
    static var documentation: InputDocumentation { get }
}

/// For endpoints that take nothing.
public struct NoInput: EndpointInput, Hashable {
    public init() {}
    public init(parts: RequestParts) throws {}
    public func parts() throws -> RequestParts { RequestParts() }
    public static var documentation: InputDocumentation { InputDocumentation() }
}

/// For endpoints whose input is a JSON body and nothing else.
public struct JSONBody<Value: Codable & Sendable>: EndpointInput {
    public var value: Value

    public init(_ value: Value) {
        self.value = value
    }

    public init(parts: RequestParts) throws {
        value = try parts.decodeBody(Value.self)
    }

    public func parts() throws -> RequestParts {
        RequestParts(body: try APIJSON.encoder().encode(value))
    }

    public static var documentation: InputDocumentation {
        InputDocumentation(body: SchemaRegistry.reader(for: Value.self), problems: InputDocumentation.bodyProblems)
    }
}

/// For endpoints that answer with no body (204).
public struct NoContent: Codable, Sendable, Equatable {
    public init() {}
}
