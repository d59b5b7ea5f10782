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
    /// The same keys cut into words, for a search that forgives a typo.
    private let searchWords: [[[Unicode.Scalar]]]
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
        searchWords = searchKeys.map(Self.words)
        counts = sorted.reduce(into: [:]) { counts, landmark in counts[landmark.category, default: 0] += 1 }
    }

    /// One page of the landmarks that match, and how many match in all. A
    /// search matches where name, park or state contain it, in any case and
    /// with or without accents; when nothing does, it matches where every
    /// word of it is one typo from a word there (`isCloseMatch`), so
    /// "yosmite" still finds Yosemite.
    package func list(_ filter: LandmarkFilter, offset: Int, limit: Int) -> (landmarks: [Landmark], total: Int) {
        if filter.category == nil, filter.search == nil, filter.excludingFull == nil, filter.order == .name {
            let start = min(max(0, offset), landmarks.count)
            return (Array(landmarks[start..<min(landmarks.count, start + max(0, limit))]), landmarks.count)
        }
        let needle = filter.search.map(Self.fold)
        var matching = indices(filter) { index in needle.map { searchKeys[index].contains($0) } ?? true }
        if matching.isEmpty, let needle {
            let typed = Self.words(needle)
            matching = indices(filter) { index in Self.isCloseMatch(typed, searchWords[index]) }
        }
        switch filter.order {
        case .name:
            break
        case .price:
            // Stable: the same price stays in name order.
            matching = matching.enumerated().sorted { lhs, rhs in
                (landmarks[lhs.element].nightlyFee, lhs.offset) < (landmarks[rhs.element].nightlyFee, rhs.offset)
            }.map(\.element)
        case .nearest(let id):
            if let origin = find(id: id)?.coordinate { matching = nearestFirst(matching, to: origin) }
        case .nearestToPoint(let origin):
            matching = nearestFirst(matching, to: origin)
        }
        let start = min(max(0, offset), matching.count)
        let page = matching[start..<min(matching.count, start + max(0, limit))].map { landmarks[$0] }
        return (page, matching.count)
    }

    /// The positions, nearest to `origin` first; the same distance in name order.
    private func nearestFirst(_ positions: [Int], to origin: Coordinate) -> [Int] {
        let distances = positions.map { landmarks[$0].coordinate.distance(to: origin) }
        return zip(positions, distances).enumerated().sorted { lhs, rhs in
            (lhs.element.1, lhs.offset) < (rhs.element.1, rhs.offset)
        }.map(\.element.0)
    }

    /// The positions, in name order, of the landmarks that pass the
    /// category and the stay and that `matches`.
    private func indices(_ filter: LandmarkFilter, matches: (Int) -> Bool) -> [Int] {
        landmarks.indices.filter { index in
            let landmark = landmarks[index]
            if let category = filter.category, landmark.category != category { return false }
            if let full = filter.excludingFull, landmark.campsiteCount == 0 || full.contains(landmark.id) {
                return false
            }
            return matches(index)
        }
    }

    /// Whether every typed word begins a word of the key, or is within one
    /// edit (two for a word of eight letters or more) of a word there or of
    /// its start; words under four letters must begin one exactly.
    package static func isCloseMatch(_ typed: [[Unicode.Scalar]], _ key: [[Unicode.Scalar]]) -> Bool {
        !typed.isEmpty
            && typed.allSatisfy { word in
                let allowed = word.count >= 8 ? 2 : word.count >= 4 ? 1 : 0
                return key.contains { candidate in
                    candidate.starts(with: word)
                        || (allowed > 0
                            && (editDistance(word, candidate, atMost: allowed)
                                || editDistance(word, Array(candidate.prefix(word.count)), atMost: allowed)))
                }
            }
    }

    /// Whether `a` becomes `b` in at most `limit` insertions, deletions,
    /// substitutions or swaps of neighbours (optimal string alignment).
    package static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], atMost limit: Int) -> Bool {
        guard abs(a.count - b.count) <= limit else { return false }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) <= limit }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], before[j - 2] + 1)
                }
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count] <= limit
    }

    /// A folded text's words: runs of letters and digits.
    package static func words(_ folded: String) -> [[Unicode.Scalar]] {
        folded.unicodeScalars.split { !CharacterSet.alphanumerics.contains($0) }.map(Array.init)
    }

    /// The `limit` landmarks with campsites nearest to `landmark`, nearest
    /// first (ties by name), never `landmark` itself.
    package func campingNearby(_ landmark: Landmark, limit: Int) -> [CampingNearby] {
        let camping = landmarks.indices.filter { landmarks[$0].campsiteCount > 0 && landmarks[$0].id != landmark.id }
        return nearestFirst(camping, to: landmark.coordinate).prefix(max(0, limit)).map { index in
            CampingNearby(
                landmark: landmarks[index], kilometres: landmark.coordinate.distance(to: landmarks[index].coordinate))
        }
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
