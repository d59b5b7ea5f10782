import Crypto
import Foundation

/// A secret that names a session: 32 random bytes, base64url. The database
/// keeps only its SHA-256 digest, so reading the sessions table does not let
/// anyone sign in as somebody else.
public struct SessionToken: Sendable, Hashable {
    /// The token as the client sends it: base64url of 32 random bytes.
    public let value: String

    /// A new token from swift-crypto's cryptographically secure generator
    /// (BoringSSL's, seeded by the system): every anonymous page view makes
    /// one for its form token, so it costs no system call per byte and no
    /// string searching (measured: a third of an anonymous page's time went
    /// to 32 `getrandom` calls and three `replacingOccurrences`).
    public static func random() -> SessionToken {
        let key = SymmetricKey(size: .bits256)
        return SessionToken(uncheckedValue: key.withUnsafeBytes { Self.base64URL($0) })
    }

    /// Base64url without padding, as RFC 4648 §5 spells it.
    static func base64URL(_ bytes: UnsafeRawBufferPointer) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)
        var text: [UInt8] = []
        text.reserveCapacity((bytes.count * 4 + 2) / 3)
        var index = 0
        while index < bytes.count {
            let remaining = bytes.count - index
            let first = UInt32(bytes[index]) << 16
            let second = remaining > 1 ? UInt32(bytes[index + 1]) << 8 : 0
            let third = remaining > 2 ? UInt32(bytes[index + 2]) : 0
            let group = first | second | third
            text.append(alphabet[Int(group >> 18 & 63)])
            text.append(alphabet[Int(group >> 12 & 63)])
            if remaining > 1 { text.append(alphabet[Int(group >> 6 & 63)]) }
            if remaining > 2 { text.append(alphabet[Int(group & 63)]) }
            index += 3
        }
        return String(decoding: text, as: UTF8.self)
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

    /// What the database stores and looks up (a reset link's secret is kept
    /// the same way).
    public var digest: String {
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
        let a = Array(lhs.utf8)
        let b = Array(rhs.utf8)
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for index in a.indices { difference |= a[index] ^ b[index] }
        return difference == 0
    }
}

extension Data {
    func base64URLEncoded() -> String {
        withUnsafeBytes { SessionToken.base64URL($0) }
    }
}
