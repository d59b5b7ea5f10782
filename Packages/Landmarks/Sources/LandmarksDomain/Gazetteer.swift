import Foundation

/// The places a landmark search can name, looked up as people type them: in
/// any case, with or without accents and punctuation, "Mt" as "Mount", "St"
/// as "Saint", "Ft" as "Fort"; "near" before the name is the same request. A
/// state after the name ("Springfield, IL", "Portland Oregon") chooses among
/// places of one name; without one, the most populous is meant.
package struct Gazetteer: Sendable {
    /// Folded name → the places of that name, most populous first.
    private let places: [String: [Place]]
    /// Folded state code and name → the state's name.
    private let states: [String: String]

    /// Reads `entries` ("name|ST|latitude|longitude", ";" between them, most
    /// populous first) and `stateNames` ("ST|Name", ";" between them); an
    /// entry that does not read is skipped.
    package init(entries: String, stateNames: String) {
        var states: [String: String] = [:]
        for pair in stateNames.split(separator: ";") {
            let parts = pair.split(separator: "|").map(String.init)
            guard parts.count == 2 else { continue }
            states[Self.key(parts[0])] = parts[1]
            states[Self.key(parts[1])] = parts[1]
        }
        var places: [String: [Place]] = [:]
        for entry in entries.split(separator: ";") {
            let parts = entry.split(separator: "|").map(String.init)
            guard parts.count == 4, let state = states[Self.key(parts[1])], let latitude = Double(parts[2]),
                let longitude = Double(parts[3]),
                let coordinate = try? Coordinate(latitude: latitude, longitude: longitude)
            else { continue }
            places[Self.key(parts[0]), default: []].append(
                Place(name: parts[0], state: state, coordinate: coordinate))
        }
        self.places = places
        self.states = states
    }

    /// A gazetteer that knows no place: a search is only ever a search.
    package static let empty = Gazetteer(entries: "", stateNames: "")

    /// Whether the text asks for what is near a place ("near Las Vegas").
    package static func asksNear(_ text: String) -> Bool {
        words(text).first == "near"
    }

    /// The place `text` names, or nil.
    package func place(named text: String) -> Place? {
        var words = Self.words(text)
        if words.first == "near" { words.removeFirst() }
        guard !words.isEmpty else { return nil }
        if let found = places[words.joined(separator: " ")]?.first { return found }
        // A state after the name: its code or its name, one or more words.
        for split in stride(from: words.count - 1, through: 1, by: -1) {
            let state = words[split...].joined(separator: " ")
            guard let stateName = states[state] else { continue }
            let name = words[..<split].joined(separator: " ")
            if let found = places[name]?.first(where: { $0.state == stateName }) { return found }
        }
        return nil
    }

    /// The one key names and searches are compared by.
    private static func key(_ text: String) -> String {
        words(text).joined(separator: " ")
    }

    /// Folded words, with the abbreviations people use spelt out.
    private static func words(_ text: String) -> [String] {
        let folded = text.folding(
            options: [.caseInsensitive, .diacriticInsensitive], locale: Locale(identifier: "en_US_POSIX")
        ).lowercased()
        return folded.unicodeScalars.split { !CharacterSet.alphanumerics.contains($0) }.map { scalars in
            let word = String(String.UnicodeScalarView(scalars))
            return abbreviations[word] ?? word
        }
    }

    private static let abbreviations = ["mt": "mount", "st": "saint", "ste": "sainte", "ft": "fort", "pt": "point"]
}
