/// A JSON Schema (the 2020-12 dialect OpenAPI 3.1 uses), as far as the API's
/// wire types need one: what a value's shape is, so a reader of the contract
/// and a fuzzer know what to send and what comes back.
public struct JSONSchema: Sendable, Equatable, Encodable {
    /// The JSON type (`string`, `integer`, `object` ...).
    public var type: String?
    /// A format within the type (`date`, `uuid`, `date-time`).
    public var format: String?
    /// What the value means.
    public var description: String?
    /// An object's fields.
    public var properties: [String: JSONSchema]?
    /// The fields an object must have.
    public var required: [String]?
    /// Boxed so that a schema can hold the schema of its elements.
    private var itemsBox: [JSONSchema]?
    /// The least value of a number.
    public var minimum: Int?
    /// The greatest value of a number.
    public var maximum: Int?
    /// The fewest characters of a string, in Unicode scalars.
    public var minLength: Int?
    /// The most characters of a string, in Unicode scalars.
    public var maxLength: Int?
    /// A pattern a string must match (ECMAScript).
    public var pattern: String?
    /// The values a string may take (`enum`).
    public var allowedValues: [String]?
    /// Values a reader (or a fuzzer) may take as a start.
    public var examples: [JSONValue]?
    /// The name of a schema in the document's components.
    public var reference: String?

    /// A schema with these parts; every one is optional.
    public init(
        type: String? = nil, format: String? = nil, description: String? = nil,
        properties: [String: JSONSchema]? = nil, required: [String]? = nil, items: JSONSchema? = nil,
        minimum: Int? = nil, maximum: Int? = nil, minLength: Int? = nil, maxLength: Int? = nil,
        pattern: String? = nil, allowedValues: [String]? = nil, reference: String? = nil
    ) {
        self.type = type
        self.format = format
        self.description = description
        self.properties = properties
        self.required = required
        self.itemsBox = items.map { [$0] }
        self.minimum = minimum
        self.maximum = maximum
        self.minLength = minLength
        self.maxLength = maxLength
        self.pattern = pattern
        self.allowedValues = allowedValues
        self.reference = reference
    }

    /// What each element of an array is.
    public var items: JSONSchema? {
        get { itemsBox?.first }
        set { itemsBox = newValue.map { [$0] } }
    }

    /// Where a component is found from anywhere in the document.
    public static func componentPath(_ name: String) -> String { "#/components/schemas/\(name)" }

    enum CodingKeys: String, CodingKey {
        case type, format, description, properties, required, items, minimum, maximum, minLength, maxLength, pattern
        case allowedValues = "enum"
        case examples
        case reference = "$ref"
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if let reference {
            // A reference stands alone but may say what it means here.
            try container.encode(Self.componentPath(reference), forKey: .reference)
            try container.encodeIfPresent(description, forKey: .description)
            return
        }
        try container.encodeIfPresent(type, forKey: .type)
        try container.encodeIfPresent(format, forKey: .format)
        try container.encodeIfPresent(description, forKey: .description)
        try container.encodeIfPresent(properties, forKey: .properties)
        if let required, !required.isEmpty { try container.encode(required, forKey: .required) }
        try container.encodeIfPresent(items, forKey: .items)
        try container.encodeIfPresent(minimum, forKey: .minimum)
        try container.encodeIfPresent(maximum, forKey: .maximum)
        try container.encodeIfPresent(minLength, forKey: .minLength)
        try container.encodeIfPresent(maxLength, forKey: .maxLength)
        try container.encodeIfPresent(pattern, forKey: .pattern)
        try container.encodeIfPresent(allowedValues, forKey: .allowedValues)
        try container.encodeIfPresent(examples, forKey: .examples)
    }
}

extension JSONSchema {
    /// A string, with what constrains it.
    public static func string(
        format: String? = nil, minLength: Int? = nil, maxLength: Int? = nil, pattern: String? = nil,
        _ description: String? = nil
    ) -> JSONSchema {
        JSONSchema(
            type: "string", format: format, description: description, minLength: minLength, maxLength: maxLength,
            pattern: pattern)
    }

    /// A whole number, from `minimum` to `maximum` when given.
    public static func integer(minimum: Int? = nil, maximum: Int? = nil, _ description: String? = nil) -> JSONSchema {
        JSONSchema(type: "integer", description: description, minimum: minimum, maximum: maximum)
    }

    /// Any number.
    public static let number = JSONSchema(type: "number")
    /// True or false.
    public static let boolean = JSONSchema(type: "boolean")

    /// An array of `items`.
    public static func array(of items: JSONSchema, _ description: String? = nil) -> JSONSchema {
        JSONSchema(type: "array", description: description, items: items)
    }

    /// An object with `properties`, of which those in `required` must be there.
    public static func object(_ properties: [String: JSONSchema], required: [String], _ description: String? = nil)
        -> JSONSchema
    {
        JSONSchema(type: "object", description: description, properties: properties, required: required.sorted())
    }

    /// A date without a time of day, `YYYY-MM-DD`.
    public static func day(_ description: String? = nil) -> JSONSchema {
        .string(format: "date", description)
    }

    /// The same schema, saying what it means where it is used.
    public func described(_ text: String) -> JSONSchema {
        var copy = self
        copy.description = text
        return copy
    }
}
