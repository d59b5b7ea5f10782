/// Text made safe to put in HTML, in element content or a quoted attribute
/// (ADR 0141): the five characters HTML gives meaning to, spelt as Mustache
/// spells them, found code point by code point. Mustache's own escaping
/// walks Swift `Character`s, and a quote followed by a combining mark
/// (`"\u{0338}`) is one `Character` that is not a quote: it went out as a
/// raw `"`, which ends an attribute for a browser, whose parser reads code
/// points. A search typed as `"̸ autofocus` added an attribute to the page.
public enum HTMLEscaping {
    /// `text` with every `&`, `<`, `>`, `"` and `'` code point written as a
    /// character reference.
    public static func escaped(_ text: String) -> String {
        // The five are ASCII, so a text without their bytes has none of them:
        // most text is answered with no copy.
        guard text.utf8.contains(where: { $0 == 38 || $0 == 60 || $0 == 62 || $0 == 34 || $0 == 39 }) else {
            return text
        }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
