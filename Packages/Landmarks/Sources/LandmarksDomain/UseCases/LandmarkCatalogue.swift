import Foundation

/// Every landmark at one revision of the catalogue, indexed for the questions
/// browsing asks. The catalogue changes rarely (an operator's import), so the
/// Data layer keeps one of these in memory and answers reads from it; the
/// revision says which state of the database it was read from.
package struct LandmarkCatalogue: Sendable {
    package let revision: Int
    /// By name, then id: the order every list is shown in.
    package let landmarks: [Landmark]
    private let positions: [Int: Int]
    /// Name, park and state folded, per landmark, in `landmarks` order.
    private let searchKeys: [String]
    private let counts: [LandmarkCategory: Int]

    package init(landmarks: [Landmark], revision: Int) {
        self.revision = revision
        // Byte order of the UTF-8 name, then id: what SQLite's ORDER BY gave.
        let sorted = landmarks.sorted { lhs, rhs in
            lhs.name == rhs.name ? lhs.id < rhs.id : lhs.name.utf8.lexicographicallyPrecedes(rhs.name.utf8)
        }
        self.landmarks = sorted
        var positions: [Int: Int] = [:]
        for (index, landmark) in sorted.enumerated() { positions[landmark.id] = index }
        self.positions = positions
        searchKeys = sorted.map { Self.searchKey(name: $0.name, park: $0.park, state: $0.state) }
        counts = sorted.reduce(into: [:]) { counts, landmark in counts[landmark.category, default: 0] += 1 }
    }

    /// One page of the landmarks that match, and how many match in all.
    package func list(_ filter: LandmarkFilter, offset: Int, limit: Int) -> (landmarks: [Landmark], total: Int) {
        if filter.category == nil, filter.search == nil {
            let start = min(max(0, offset), landmarks.count)
            return (Array(landmarks[start..<min(landmarks.count, start + max(0, limit))]), landmarks.count)
        }
        let needle = filter.search.map(Self.fold)
        var page: [Landmark] = []
        var total = 0
        for (index, landmark) in landmarks.enumerated() {
            if let category = filter.category, landmark.category != category { continue }
            if let needle, !searchKeys[index].contains(needle) { continue }
            if total >= offset, page.count < limit { page.append(landmark) }
            total += 1
        }
        return (page, total)
    }

    package func find(id: Int) -> Landmark? {
        positions[id].map { landmarks[$0] }
    }

    /// How many landmarks each category has; categories with none are left out.
    package func countByCategory() -> [LandmarkCategory: Int] {
        counts
    }

    /// What a search looks in: name, park and state, folded.
    package static func searchKey(name: String, park: String, state: String) -> String {
        fold("\(name) \(park) \(state)")
    }

    /// The one way text is folded for search, so stored keys and searches
    /// agree: lower case, without accents.
    package static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: Locale(identifier: "en_US_POSIX"))
            .lowercased()
    }
}
