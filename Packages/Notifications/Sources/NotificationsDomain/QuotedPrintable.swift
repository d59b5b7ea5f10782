/// Quoted-printable (RFC 2045): text of any script as lines of printable
/// ASCII a mail server carries unchanged.
public enum QuotedPrintable {
    /// `text` encoded: line breaks become CRLF, every other byte outside
    /// printable ASCII (and `=`, and a space or tab that ends a line) becomes
    /// `=XX`, and lines longer than 76 characters are broken with a soft `=`.
    public static func encode(_ text: String) -> String {
        String(decoding: encodedBytes(text), as: UTF8.self)
    }

    /// `encode`'s result as bytes, made in one pass over the text's UTF-8
    /// (a mail is encoded on every delivery: this is on the busy path).
    public static func encodedBytes(_ text: String) -> [UInt8] {
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 8 + 16)
        var lineLength = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == cr || byte == lf {
                // CRLF, CR or LF: one line break, written CRLF.
                out += [cr, lf]
                lineLength = 0
                index += byte == cr && index + 1 < bytes.count && bytes[index + 1] == lf ? 2 : 1
                continue
            }
            let next = index + 1 < bytes.count ? bytes[index + 1] : lf
            let endsLine = next == cr || next == lf
            let plain =
                (byte >= 33 && byte <= 126 && byte != equals) || ((byte == space || byte == tab) && !endsLine)
            let width = plain ? 1 : 3
            // 75 leaves room for the soft break's `=`.
            if lineLength + width > 75 {
                out += [equals, cr, lf]
                lineLength = 0
            }
            if plain {
                out.append(byte)
            } else {
                out += [equals, hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 15)]]
            }
            lineLength += width
            index += 1
        }
        return out
    }

    private static let (cr, lf, equals, space, tab): (UInt8, UInt8, UInt8, UInt8, UInt8) = (13, 10, 61, 32, 9)
    private static let hexDigits = Array("0123456789ABCDEF".utf8)

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
