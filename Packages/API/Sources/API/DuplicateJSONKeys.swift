import Foundation

/// Finds a key that one JSON object gives twice. `JSONDecoder` keeps one of
/// them silently, so `{"guests": 1, "guests": 9}` was read as whichever it
/// chose, and a proxy or a log that read the other saw a different request.
/// The API refuses such a body instead (422 naming the field).
enum DuplicateJSONKeys {
    /// The path of the first repeated key (`stay.guests`), or nil when there
    /// is none or the text is not JSON (which the decoder then reports).
    static func firstPath(in data: Data) -> String? {
        var scanner = Scanner(bytes: Array(data))
        do {
            try scanner.value(path: [], depth: 0)
        } catch let Scanner.Stop.duplicate(path) {
            return path.joined(separator: ".")
        } catch {
            return nil
        }
        return nil
    }

    private struct Scanner {
        enum Stop: Error {
            case duplicate([String])
            case notJSON
        }

        /// Deeper than the decoder goes; past it the decoder refuses the body.
        static let maxDepth = 512

        let bytes: [UInt8]
        var index = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func value(path: [String], depth: Int) throws {
            guard depth < Self.maxDepth else { throw Stop.notJSON }
            skipWhitespace()
            guard index < bytes.count else { throw Stop.notJSON }
            switch bytes[index] {
            case UInt8(ascii: "{"): try object(path: path, depth: depth)
            case UInt8(ascii: "["): try array(path: path, depth: depth)
            case UInt8(ascii: "\""): _ = try string()
            default:
                // A number, true, false or null: up to the next delimiter.
                let start = index
                while index < bytes.count, !Self.delimiters.contains(bytes[index]) { index += 1 }
                guard index > start else { throw Stop.notJSON }
            }
        }

        static let delimiters: Set<UInt8> = Set(",]} \t\r\n".utf8)

        mutating func object(path: [String], depth: Int) throws {
            index += 1
            var keys: Set<String> = []
            skipWhitespace()
            if peek(UInt8(ascii: "}")) {
                index += 1
                return
            }
            while true {
                skipWhitespace()
                guard peek(UInt8(ascii: "\"")) else { throw Stop.notJSON }
                let key = try string()
                guard keys.insert(key).inserted else { throw Stop.duplicate(path + [key]) }
                skipWhitespace()
                guard peek(UInt8(ascii: ":")) else { throw Stop.notJSON }
                index += 1
                try value(path: path + [key], depth: depth + 1)
                skipWhitespace()
                if peek(UInt8(ascii: ",")) {
                    index += 1
                    continue
                }
                guard peek(UInt8(ascii: "}")) else { throw Stop.notJSON }
                index += 1
                return
            }
        }

        mutating func array(path: [String], depth: Int) throws {
            index += 1
            skipWhitespace()
            if peek(UInt8(ascii: "]")) {
                index += 1
                return
            }
            var position = 0
            while true {
                try value(path: path + [String(position)], depth: depth + 1)
                position += 1
                skipWhitespace()
                if peek(UInt8(ascii: ",")) {
                    index += 1
                    continue
                }
                guard peek(UInt8(ascii: "]")) else { throw Stop.notJSON }
                index += 1
                return
            }
        }

        /// A string's text, escapes resolved, so `"a"` and `"\u0061"` are one key.
        mutating func string() throws -> String {
            let start = index
            index += 1
            var escaped = false
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                if bytes[index] == UInt8(ascii: "\\") {
                    escaped = true
                    index += 1
                }
                index += 1
            }
            guard index < bytes.count else { throw Stop.notJSON }
            index += 1
            let literal = bytes[start..<index]
            guard escaped else { return String(decoding: literal.dropFirst().dropLast(), as: UTF8.self) }
            guard let text = try? JSONDecoder().decode(String.self, from: Data(literal)) else { throw Stop.notJSON }
            return text
        }

        func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

        mutating func skipWhitespace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }
    }
}
