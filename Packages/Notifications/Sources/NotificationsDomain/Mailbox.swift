import Foundation

/// Who a mail is from or to: an address and the name people know them by.
public struct Mailbox: Sendable, Equatable, Codable {
    /// The address, `ada@example.com`.
    public var address: String
    /// The display name, `Ada Lovelace`; empty for none.
    public var name: String

    /// A mailbox; line breaks and other control characters in either part are
    /// dropped here, so no value can start a header of its own.
    public init(address: String, name: String = "") {
        self.address = Self.oneLine(address).trimmingCharacters(in: .whitespaces)
        self.name = Self.oneLine(name).trimmingCharacters(in: .whitespaces)
    }

    /// Whether the address has the one shape a mail server accepts from us:
    /// a local part and a domain, ASCII, no spaces or angle brackets.
    public var isDeliverable: Bool {
        let parts = address.split(separator: "@", omittingEmptySubsequences: false)
        return parts.count == 2 && !parts[0].isEmpty && parts[1].contains(".")
            && address.unicodeScalars.allSatisfy {
                $0.isASCII && $0.value > 32 && !"<>()[]\\,;:\"".unicodeScalars.contains($0)
            }
    }

    /// The domain part, `example.com`.
    public var domain: String { String(address.split(separator: "@").last ?? "") }

    static func oneLine(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { $0.properties.generalCategory != .control }))
    }
}

extension Mailbox {
    /// `Landmarks <no-reply@landmarks.example>` or a bare address.
    public init(parsing text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasSuffix(">"), let open = trimmed.lastIndex(of: "<") {
            let name = trimmed[..<open].trimmingCharacters(in: .whitespaces)
                .trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            self.init(
                address: String(trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]),
                name: name)
        } else {
            self.init(address: trimmed)
        }
    }
}
