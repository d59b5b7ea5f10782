import Crypto
import Foundation

/// A secret that names a session: 32 random bytes, base64url. The database
/// keeps only its SHA-256 digest, so reading the sessions table does not let
/// anyone sign in as somebody else.
public struct SessionToken: Sendable, Hashable {
    public let value: String

    /// A new token from the system's cryptographically secure generator.
    public static func random() -> SessionToken {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        return SessionToken(uncheckedValue: Data(bytes).base64URLEncoded())
    }

    /// A token as a client sent it; nil when it cannot be one of ours (wrong
    /// length or alphabet), so a forged value never reaches the database.
    public init?(_ value: String) {
        guard value.utf8.count == 43,
            value.utf8.allSatisfy({ byte in
                (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                    || byte == 0x2D || byte == 0x5F
            })
        else { return nil }
        self.value = value
    }

    private init(uncheckedValue: String) {
        value = uncheckedValue
    }

    /// What the database stores and looks up.
    var digest: String {
        let hex = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(64)
        for byte in SHA256.hash(data: Data(value.utf8)) {
            text.append(hex[Int(byte >> 4)])
            text.append(hex[Int(byte & 0x0f)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Compares two secrets in time that does not depend on where they differ.
    static func constantTimeEquals(_ lhs: String, _ rhs: String) -> Bool {
        let a = Array(lhs.utf8), b = Array(rhs.utf8)
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for index in a.indices { difference |= a[index] ^ b[index] }
        return difference == 0
    }
}

extension Data {
    func base64URLEncoded() -> String {
        base64EncodedString()
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }
}
