/// A wire type that says more of its fields than their Swift types can: what
/// each means, and the rules a value keeps (a day's format, a closed set of
/// values, a length). The registry lays each note over the field it read from
/// the type, and refuses a note for a field the type does not have, so the
/// notes cannot outlive the fields they describe.
///
/// Rules written here come from the constants the server checks with (a
/// domain's `BookingRules.guests`, say), never from a second copy.
public protocol DocumentedFields {
    /// What the contract says of each field, by its name on the wire.
    static var fieldDocumentation: [String: JSONSchema] { get }
}

extension JSONSchema {
    /// This schema with every part `note` sets laid over it. A reference
    /// takes a description only: anything else belongs to its component.
    func refined(by note: JSONSchema) -> JSONSchema {
        var schema = self
        schema.description = note.description ?? description
        guard reference == nil else { return schema }
        schema.format = note.format ?? format
        schema.minimum = note.minimum ?? minimum
        schema.maximum = note.maximum ?? maximum
        schema.minLength = note.minLength ?? minLength
        schema.maxLength = note.maxLength ?? maxLength
        schema.pattern = note.pattern ?? pattern
        schema.allowedValues = note.allowedValues ?? allowedValues
        if let items = note.items, let own = self.items { schema.items = own.refined(by: items) }
        return schema
    }
}

extension JSONSchema {
    /// A field's note: what it means, and any rules its values keep.
    public static func note(
        _ description: String, format: String? = nil, minimum: Int? = nil, maximum: Int? = nil, minLength: Int? = nil,
        maxLength: Int? = nil, pattern: String? = nil, oneOf values: [String]? = nil
    ) -> JSONSchema {
        JSONSchema(
            format: format, description: description, minimum: minimum, maximum: maximum, minLength: minLength,
            maxLength: maxLength, pattern: pattern, allowedValues: values)
    }
}
