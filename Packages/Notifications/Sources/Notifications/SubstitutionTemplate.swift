import Foundation
import PageLayout

/// Words with `{{name}}` blanks, filled in by substitution: the one thing a
/// mail's templates do (ADR 0141). Read once into its pieces, so that
/// filling one in is a walk over them with a dictionary lookup per blank.
/// Mustache's general renderer, which asks every value it meets what
/// protocols it conforms to, cost a host booking hundreds of stays a second
/// more than anything else in writing their mails.
struct SubstitutionTemplate: Sendable {
    /// A template that asks for more than blanks to fill.
    struct Unsupported: Error, CustomStringConvertible {
        let tag: String
        var description: String { "a mail template may only hold {{name}} blanks, not \(tag)" }
    }

    private enum Piece: Sendable {
        case words(String)
        case blank(String)
    }

    private let pieces: [Piece]
    private let escapesHTML: Bool

    /// `source` read into its pieces; throws `Unsupported` for a tag that is
    /// not a blank (a section, a partial, an unescaped value) or is not closed.
    init(_ source: String, escapesHTML: Bool) throws {
        var pieces: [Piece] = []
        var rest = source[...]
        while let open = rest.range(of: "{{") {
            if open.lowerBound > rest.startIndex { pieces.append(.words(String(rest[..<open.lowerBound]))) }
            guard let close = rest[open.upperBound...].range(of: "}}") else {
                throw Unsupported(tag: String(rest[open.lowerBound...].prefix(20)) + "… without }}")
            }
            let name = rest[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                throw Unsupported(tag: String(rest[open.lowerBound..<close.upperBound]))
            }
            pieces.append(.blank(name))
            rest = rest[close.upperBound...]
        }
        if !rest.isEmpty { pieces.append(.words(String(rest))) }
        self.pieces = pieces
        self.escapesHTML = escapesHTML
    }

    /// The words with each blank filled from `values` (a value that is not
    /// a string as it describes itself), escaped for HTML when the template
    /// is HTML; a blank with no value is left empty.
    func render(_ values: [String: Any]) -> String {
        var out = ""
        for piece in pieces {
            switch piece {
            case .words(let words):
                out += words
            case .blank(let name):
                guard let value = values[name] else { continue }
                let text = value as? String ?? String(describing: value)
                out += escapesHTML ? HTMLEscaping.escaped(text) : text
            }
        }
        return out
    }
}
