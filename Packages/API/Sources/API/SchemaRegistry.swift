import Foundation

/// A wire type that states its own schema rather than have it read from its
/// `init(from:)`: for a type whose encoded form differs from what it decodes
/// (a `Page` sends `totalPages`, which it never reads back).
public protocol SchemaDescribed {
    /// The type's schema, with its components added to `registry`.
    static func schema(in registry: inout SchemaRegistry) throws -> JSONSchema
}

/// Derives JSON Schemas from `Decodable` types, so the contract can never
/// describe a field the code does not have.
///
/// It decodes the type from a decoder that answers every question with a
/// placeholder and writes down what was asked: which keys, of which types,
/// which of them optional (`decodeIfPresent`). Each object type becomes a
/// named component and is referred to by name.
public struct SchemaRegistry: Sendable {
    /// Every object type read so far, by component name.
    public private(set) var components: [String: JSONSchema] = [:]
    private var names: [ObjectIdentifier: String] = [:]
    private var reading: Set<ObjectIdentifier> = []

    /// An empty registry.
    public init() {}

    /// A schema to read when the document is made, from a type known now.
    public typealias Reader = @Sendable (inout SchemaRegistry) throws -> JSONSchema

    /// A reader of `type`'s schema.
    public static func reader<T: Decodable & Sendable>(for type: T.Type) -> Reader {
        { registry in try registry.schema(for: T.self) }
    }

    /// The schema of `type`: a primitive inline, an object as a reference to
    /// its component.
    public mutating func schema<T: Decodable>(for type: T.Type) throws -> JSONSchema {
        try read(type).schema
    }

    /// A type that cannot be read this way (its decoder rejects the
    /// placeholders) is a mistake in the wire type, named here.
    public struct Unreadable: Error, CustomStringConvertible {
        /// The type that could not be read.
        public var type: String
        /// Why.
        public var reason: String
        public var description: String { "cannot describe \(type) as a JSON Schema: \(reason)" }
    }

    mutating func read<T: Decodable>(_ type: T.Type) throws -> (schema: JSONSchema, value: T) {
        if let (schema, value) = Self.primitive(type) { return (schema, value) }
        let id = ObjectIdentifier(type)
        guard !reading.contains(id) else {
            throw Unreadable(type: String(reflecting: type), reason: "a type that contains itself is not described")
        }
        reading.insert(id)
        let probe = SchemaProbe(registry: self)
        let value: T
        do {
            value = try T(from: probe)
        } catch let error as Unreadable {
            throw error
        } catch {
            throw Unreadable(type: String(reflecting: type), reason: String(describing: error))
        }
        self = probe.registry
        reading.remove(id)
        var schema = probe.shape.schema
        if let described = type as? any SchemaDescribed.Type {
            schema = try described.schema(in: &self)
        }
        if let documented = type as? any DocumentedFields.Type {
            schema = try Self.refine(schema, of: type, with: documented.fieldDocumentation)
        }
        guard schema.type == "object" else { return (schema, value) }
        let name = names[id] ?? componentName(for: type)
        names[id] = name
        components[name] = schema
        return (JSONSchema(reference: name), value)
    }

    /// Names `schema` as a component of its own, for a schema written by hand
    /// (a body read field by field), and answers the reference to it.
    public mutating func component(named name: String, _ schema: JSONSchema) -> JSONSchema {
        components[name] = schema
        return JSONSchema(reference: name)
    }

    private static func refine<T>(_ schema: JSONSchema, of type: T.Type, with notes: [String: JSONSchema]) throws
        -> JSONSchema
    {
        var schema = schema
        for (field, note) in notes {
            guard let read = schema.properties?[field] else {
                throw Unreadable(
                    type: String(reflecting: type), reason: "its documentation names \(field), which it does not have")
            }
            schema.properties?[field] = read.refined(by: note)
        }
        return schema
    }

    /// `LandmarkDTO`, `AvailabilityDTONight`, `PageOfLandmarkDTO`: the type's
    /// name without its module, made unique if two modules share it; a nested
    /// type's name follows its parent's without a dot, which generators would
    /// spell out (`_period_`).
    private func componentName<T>(for type: T.Type) -> String {
        // `API.Page<LandmarksApi.LandmarkDTO>`; a private type's name also
        // carries `(unknown context at $…).`, which says nothing to a reader.
        let full = String(reflecting: type).replacingOccurrences(
            of: #"\([^)]*\)\."#, with: "", options: .regularExpression)
        var name = ""
        var token = ""
        func flush() {
            name += token.split(separator: ".").dropFirst().joined()
            token = ""
        }
        for character in full {
            switch character {
            case "<":
                flush()
                name += "Of"
            case ",":
                flush()
                name += "And"
            case ">", " ": flush()
            default: token.append(character)
            }
        }
        flush()
        if name.isEmpty { name = "Value" }
        var unique = name
        var counter = 2
        while components[unique] != nil || names.values.contains(unique) {
            unique = "\(name)\(counter)"
            counter += 1
        }
        return unique
    }

    private static func primitive<T>(_ type: T.Type) -> (JSONSchema, T)? {
        func pair(_ schema: JSONSchema, _ value: Any) -> (JSONSchema, T)? { (schema, value as! T) }
        switch type {
        case is String.Type: return pair(.string(), "")
        case is Bool.Type: return pair(.boolean, false)
        case is Int.Type: return pair(.integer(), 0)
        case is Int64.Type: return pair(.integer(), Int64(0))
        case is Int32.Type: return pair(.integer(), Int32(0))
        case is UInt.Type: return pair(.integer(minimum: 0), UInt(0))
        case is Double.Type: return pair(.number, 0.0)
        case is Float.Type: return pair(.number, Float(0))
        case is Date.Type: return pair(.string(format: "date-time"), Date(timeIntervalSince1970: 0))
        case is UUID.Type: return pair(.string(format: "uuid"), UUID())
        case is URL.Type: return pair(.string(format: "uri"), URL(fileURLWithPath: "/"))
        default: return nil
        }
    }
}

/// What one probe saw asked of it.
enum ProbedShape {
    case unknown
    case object(properties: [String: JSONSchema], required: [String])
    case array(JSONSchema)
    case single(JSONSchema)

    var schema: JSONSchema {
        switch self {
        case .unknown: JSONSchema()
        case .object(let properties, let required): .object(properties, required: required)
        case .array(let items): .array(of: items)
        case .single(let schema): schema
        }
    }
}

/// The decoder that writes down what a type asks of it.
final class SchemaProbe: Decoder {
    var registry: SchemaRegistry
    var shape: ProbedShape = .unknown
    let codingPath: [any CodingKey] = []
    let userInfo: [CodingUserInfoKey: Any] = [:]

    init(registry: SchemaRegistry) {
        self.registry = registry
    }

    func read<T: Decodable>(_ type: T.Type) throws -> (schema: JSONSchema, value: T) {
        try registry.read(type)
    }

    func record(_ key: String, _ schema: JSONSchema, required: Bool) {
        guard case .object(var properties, var requiredKeys) = shape else {
            shape = .object(properties: [key: schema], required: required ? [key] : [])
            return
        }
        properties[key] = schema
        if required, !requiredKeys.contains(key) { requiredKeys.append(key) }
        shape = .object(properties: properties, required: requiredKeys)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        if case .unknown = shape { shape = .object(properties: [:], required: []) }
        return KeyedDecodingContainer(KeyedProbe<Key>(probe: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        UnkeyedProbe(probe: self)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleValueProbe(probe: self)
    }
}

struct KeyedProbe<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let probe: SchemaProbe
    let codingPath: [any CodingKey] = []
    var allKeys: [Key] { [] }

    func contains(_ key: Key) -> Bool { true }
    func decodeNil(forKey key: Key) throws -> Bool { false }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let (schema, value) = try probe.read(type)
        probe.record(key.stringValue, schema, required: true)
        return value
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        let (schema, _) = try probe.read(type)
        probe.record(key.stringValue, schema, required: false)
        return nil
    }

    // The concrete overloads exist so that an optional field of a basic
    // type is seen as optional rather than decoded through the defaults.
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decode(type as Bool.Type, key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try decode(type as String.Type, key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decode(type as Double.Type, key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decode(type as Float.Type, key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decode(type as Int.Type, key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decode(type as Int8.Type, key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decode(type as Int16.Type, key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decode(type as Int32.Type, key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decode(type as Int64.Type, key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decode(type as UInt.Type, key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decode(type as UInt8.Type, key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decode(type as UInt16.Type, key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decode(type as UInt32.Type, key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decode(type as UInt64.Type, key) }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try optional(type, key) }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try optional(type, key) }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try optional(type, key) }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try optional(type, key) }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try optional(type, key) }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try optional(type, key) }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try optional(type, key) }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try optional(type, key) }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try optional(type, key) }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try optional(type, key) }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try optional(type, key) }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try optional(type, key) }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try optional(type, key) }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try optional(type, key) }

    private func decode<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T {
        let (schema, value) = try probe.read(type)
        probe.record(key.stringValue, schema, required: true)
        return value
    }

    private func optional<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T? {
        let (schema, _) = try probe.read(type)
        probe.record(key.stringValue, schema, required: false)
        return nil
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        throw SchemaRegistry.Unreadable(type: "\(Key.self)", reason: "nested containers are not described")
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        throw SchemaRegistry.Unreadable(type: "\(Key.self)", reason: "nested containers are not described")
    }

    func superDecoder() throws -> any Decoder { probe }
    func superDecoder(forKey key: Key) throws -> any Decoder { probe }
}

/// An array: one element is read, for its schema, and then the array ends.
struct UnkeyedProbe: UnkeyedDecodingContainer {
    let probe: SchemaProbe
    let codingPath: [any CodingKey] = []
    var count: Int? { 1 }
    var currentIndex = 0
    var isAtEnd: Bool { currentIndex > 0 }

    init(probe: SchemaProbe) {
        self.probe = probe
        probe.shape = .array(JSONSchema())
    }

    mutating func decodeNil() throws -> Bool { false }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let (schema, value) = try probe.read(type)
        probe.shape = .array(schema)
        currentIndex += 1
        return value
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        throw SchemaRegistry.Unreadable(type: "array", reason: "nested containers are not described")
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw SchemaRegistry.Unreadable(type: "array", reason: "nested containers are not described")
    }

    mutating func superDecoder() throws -> any Decoder { probe }
}

/// A value that is one thing: an `Optional`'s wrapped value, a raw value.
struct SingleValueProbe: SingleValueDecodingContainer {
    let probe: SchemaProbe
    let codingPath: [any CodingKey] = []

    func decodeNil() -> Bool { false }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let (schema, value) = try probe.read(type)
        probe.shape = .single(schema)
        return value
    }
}
