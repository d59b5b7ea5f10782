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

    /// An address for a new account: first brought to one spelling (Unicode
    /// NFKC, so a full-width `ｖ` is a `v`), then refused when it holds an
    /// invisible or direction-changing character, or mixes Latin, Greek and
    /// Cyrillic letters in one part (`vіctim`, with a Cyrillic `і`): either
    /// lets one address pass for another. Accounts made before keep working:
    /// logging in reads an address as ``init(_:)`` does.
    public init(newAccount raw: String) throws(AuthError) {
        let normalized = Self.oneSpelling(raw)
        if normalized.unicodeScalars.contains(where: { $0.properties.generalCategory == .format }) {
            throw .invalid([
                .init(
                    field: "email",
                    message: "Type the address again: it holds an invisible or direction-changing character.")
            ])
        }
        let parts = normalized.split(whereSeparator: { $0 == "@" || $0 == "." })
        if parts.contains(where: { Self.scripts(in: $0).count > 1 }) {
            throw .invalid([
                .init(
                    field: "email",
                    message: "Type the address again: it mixes Latin, Greek and Cyrillic letters in one part.")
            ])
        }
        try self.init(normalized)
    }

    /// The address in Unicode NFKC: how a new account stores it, and the
    /// second spelling a log-in looks for.
    public static func oneSpelling(_ raw: String) -> String {
        raw.precomposedStringWithCompatibilityMapping
    }

    /// Which of the look-alike scripts (Latin, Greek, Cyrillic) the letters of
    /// `part` come from.
    static func scripts(in part: Substring) -> Set<String> {
        var found: Set<String> = []
        for scalar in part.unicodeScalars where scalar.properties.isAlphabetic {
            switch scalar.value {
            case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F, 0x1E00...0x1EFF, 0x2C60...0x2C7F, 0xA720...0xA7FF:
                found.insert("Latin")
            case 0x370...0x3FF, 0x1F00...0x1FFF: found.insert("Greek")
            case 0x400...0x52F, 0x1C80...0x1C8F, 0x2DE0...0x2DFF, 0xA640...0xA69F: found.insert("Cyrillic")
            default: break
            }
        }
        return found
    }
}

extension String {
    func trimmingWhitespace() -> String {
        var scalars = Substring(self).unicodeScalars
        while let first = scalars.first, first.properties.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
