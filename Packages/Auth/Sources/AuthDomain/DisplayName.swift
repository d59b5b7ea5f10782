/// The name shown in the header and on the account page: what the person
/// typed, trimmed. It is escaped wherever it is shown, never filtered, so
/// "<Ada>" is a valid (if odd) name that displays as typed.
public struct DisplayName: Hashable, Sendable {
    /// The name, trimmed.
    public let value: String

    /// The most characters a name may have.
    public static let maxLength = 60
    /// Something besides spaces, and no control character: the rules below
    /// as a pattern (ECMAScript, as JSON Schema reads it).
    public static let pattern =
        "^[^\\u0000-\\u001F\\u007F-\\u009F]*[^\\s\\u0000-\\u001F\\u007F-\\u009F][^\\u0000-\\u001F\\u007F-\\u009F]*$"

    /// A name from what was typed, trimmed; throws a field problem when it is
    /// empty, too long or holds a control character.
    public init(_ raw: String) throws(AuthError) {
        let value = raw.trimmingWhitespace()
        guard !value.isEmpty else { throw .invalid([.init(field: "name", message: "Enter your name.")]) }
        // Counted as sent, in Unicode scalars, as the API's contract counts a
        // length (JSON Schema's maxLength): what it allows is what passes.
        guard raw.unicodeScalars.count <= Self.maxLength else {
            throw .invalid([.init(field: "name", message: "Use at most \(Self.maxLength) characters for your name.")])
        }
        guard !value.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw .invalid([.init(field: "name", message: "Your name cannot contain control characters.")])
        }
        self.value = value
    }
}
