/// Quoted-printable (RFC 2045): text of any script as lines of printable
/// ASCII a mail server carries unchanged.
public enum QuotedPrintable {
    /// `text` encoded: line breaks become CRLF, every other byte outside
    /// printable ASCII (and `=`, and a space or tab that ends a line) becomes
    /// `=XX`, and lines longer than 76 characters are broken with a soft `=`.
    public static func encode(_ text: String) -> String {
        let lines = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
            .split(separator: "\n", omittingEmptySubsequences: false)
        return lines.map { encodeLine(Array($0.utf8)) }.joined(separator: "\r\n")
    }

    private static func encodeLine(_ bytes: [UInt8]) -> String {
        var out: [String] = []
        var current = ""
        for (index, byte) in bytes.enumerated() {
            let last = index == bytes.count - 1
            let plain =
                (byte >= 33 && byte <= 126 && byte != UInt8(ascii: "="))
                || ((byte == 32 || byte == 9) && !last)
            let piece = plain ? String(UnicodeScalar(byte)) : hex(byte)
            // 75 leaves room for the soft break's `=`.
            if current.count + piece.count > 75 {
                out.append(current + "=")
                current = ""
            }
            current += piece
        }
        out.append(current)
        return out.joined(separator: "\r\n")
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return "=" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 15)])
    }

    /// The text `encode` made, read back (soft breaks joined, `=XX` decoded,
    /// CRLF as a line break).
    public static func decode(_ encoded: String) -> String {
        var bytes: [UInt8] = []
        let lines = encoded.replacingOccurrences(of: "\r\n", with: "\n").split(
            separator: "\n", omittingEmptySubsequences: false)
        for (number, line) in lines.enumerated() {
            var scalars = Array(line.utf8)
            let soft = scalars.last == UInt8(ascii: "=")
            if soft { scalars.removeLast() }
            var index = 0
            while index < scalars.count {
                if scalars[index] == UInt8(ascii: "="), index + 2 < scalars.count,
                    let value = UInt8(String(decoding: scalars[index + 1...index + 2], as: UTF8.self), radix: 16)
                {
                    bytes.append(value)
                    index += 3
                } else {
                    bytes.append(scalars[index])
                    index += 1
                }
            }
            if !soft && number < lines.count - 1 { bytes.append(UInt8(ascii: "\n")) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
