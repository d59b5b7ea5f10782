/// Text made safe to put in HTML, in element content or a quoted attribute:
/// the five characters HTML gives meaning to, spelt as the page templates
/// (Mustache) spell them.
enum HTMLText {
    static func escaped(_ text: String) -> String {
        guard text.contains(where: { "<>&\"'".contains($0) }) else { return text }
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
