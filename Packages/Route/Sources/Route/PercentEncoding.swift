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
    ///
    /// Byte by byte rather than through Foundation: every link a page holds
    /// is encoded here, and Foundation's way costs many times more (its
    /// share of rendering the grid of sites was larger than the grid's own).
    public static func encodeQueryComponent(_ value: String) -> String {
        var value = value
        return value.withUTF8 { bytes in
            guard bytes.contains(where: { !isUnreserved($0) }) else { return String(decoding: bytes, as: UTF8.self) }
            var encoded: [UInt8] = []
            encoded.reserveCapacity(bytes.count * 3)
            for byte in bytes {
                if isUnreserved(byte) {
                    encoded.append(byte)
                } else {
                    encoded.append(UInt8(ascii: "%"))
                    encoded.append(hexDigits[Int(byte >> 4)])
                    encoded.append(hexDigits[Int(byte & 0x0F)])
                }
            }
            return String(decoding: encoded, as: UTF8.self)
        }
    }

    /// Decodes a query component, where `+` also means a space (HTML forms
    /// send it). A `%` that starts no sequence, or sequences that make no
    /// UTF-8, leave the component as it came (with `+` as a space).
    ///
    /// Byte by byte, as above: every request's query is decoded here, and
    /// through Foundation this was the larger part of a search by dates.
    public static func decodeQueryComponent(_ value: Substring) -> String {
        let bytes = value.utf8
        guard bytes.contains(where: { $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "%") }) else {
            return String(value)
        }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var valid = true
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                let high = bytes.index(after: index)
                let low = high < bytes.endIndex ? bytes.index(after: high) : high
                if low < bytes.endIndex, let upper = hexValue(bytes[high]), let lower = hexValue(bytes[low]) {
                    decoded.append(upper << 4 | lower)
                    index = bytes.index(after: low)
                    continue
                }
                valid = false
            }
            decoded.append(byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
            index = bytes.index(after: index)
        }
        if valid, let text = String(validating: decoded, as: UTF8.self) { return text }
        return String(value).replacingOccurrences(of: "+", with: " ")
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"):
            true
        default: false
        }
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: Swift.max(0, width - count)) + self
    }
}
