import Foundation

/// Percent-encoding for the two places a value goes into a URL.
public enum PercentEncoding {
    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    /// A value as one path segment: everything but letters, digits and `-._~` is encoded.
    public static func encodePathSegment(_ value: String) -> String {
        value.addingPercentEncoding(withAllowedCharacters: unreserved) ?? value
    }

    /// A whole path as it goes into an `href` or a `Location` header: what a
    /// path may hold as it is (`/`, letters, digits, `-._~!$&'()*+,;=:@`) and
    /// `%XX` sequences already encoded stay; anything else (a space, a quote,
    /// non-ASCII, a `%` that starts no sequence) is encoded. Encoding twice
    /// changes nothing.
    public static func encodePath(_ path: String) -> String {
        let bytes = Array(path.utf8)
        var encoded = ""
        encoded.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%"), index + 2 < bytes.count, isHex(bytes[index + 1]), isHex(bytes[index + 2]) {
                encoded += String(decoding: bytes[index...index + 2], as: UTF8.self)
                index += 3
                continue
            }
            if pathBytes.contains(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
            index += 1
        }
        return encoded
    }

    private static let pathBytes = Set(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@/".utf8)

    private static func isHex(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }

    /// A value as a query's name or value: everything but letters, digits and
    /// `-._~` is encoded, so `&`, `=` and `+` keep no meaning of their own.
    public static func encodeQueryComponent(_ value: String) -> String {
        value.addingPercentEncoding(withAllowedCharacters: unreserved) ?? value
    }

    /// Decodes a query component, where `+` also means a space (HTML forms send it).
    public static func decodeQueryComponent(_ value: Substring) -> String {
        let spaced = value.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: Swift.max(0, width - count)) + self
    }
}
