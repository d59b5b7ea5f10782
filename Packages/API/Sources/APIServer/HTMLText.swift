/// Text made safe to put in HTML, in element content or a quoted attribute:
/// the five characters HTML gives meaning to, spelt as the page templates
/// (Mustache) spell them. Public for what renders HTML without Mustache:
/// a mail's words (ADR 0140).
public enum HTMLText {
    /// `text` with `<`, `>`, `&`, `"` and `'` written as character references.
    public static func escaped(_ text: String) -> String {
        // Those five are ASCII, so a text without their bytes has none of
        // them: most text is answered with no copy and no look at its characters.
        guard text.utf8.contains(where: { $0 == 60 || $0 == 62 || $0 == 38 || $0 == 34 || $0 == 39 }) else {
            return text
        }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for character in text {
            switch character {
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }
}
