/// An email address, normalised: trimmed and lower-cased, so that
/// "Ada@Example.com " and "ada@example.com" are one account.
public struct Email: Hashable, Sendable, CustomStringConvertible {
    /// The address, trimmed and lowercased.
    public let value: String

    /// The most characters an address may have.
    public static let maxLength = 254

    /// An address from what was typed; throws a field problem when it does
    /// not look like one.
    public init(_ raw: String) throws(AuthError) {
        let value = raw.trimmingWhitespace().lowercased()
        guard !value.isEmpty else { throw .invalid([.init(field: "email", message: "Enter your email address.")]) }
        let parts = value.split(separator: "@", omittingEmptySubsequences: false)
        guard raw.unicodeScalars.count <= Self.maxLength, parts.count == 2, !parts[0].isEmpty, parts[1].contains("."),
            !parts[1].hasPrefix("."), !parts[1].hasSuffix("."),
            !value.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.value < 0x20 || $0.value == 0x7F })
        else {
            throw .invalid([.init(field: "email", message: "Enter an email address like name@example.com.")])
        }
        self.value = value
    }

    public var description: String { value }
}

extension String {
    func trimmingWhitespace() -> String {
        var scalars = Substring(self).unicodeScalars
        while let first = scalars.first, first.properties.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
