import Foundation

/// What a person narrows the list by: a category, words to search for,
/// nights to camp on; and the order they want it in.
public struct LandmarkFilter: Sendable, Hashable {
    /// The most characters a search may have.
    public static let maxSearchLength = 100

    /// Only landmarks of this category; nil for all.
    public var category: LandmarkCategory?
    /// Trimmed, never empty: nil means no search.
    public private(set) var search: String?
    /// For a search by dates: landmarks with campsites, none of these (the
    /// ones full on some night of the stay). Nil for no search by dates.
    public var excludingFull: Set<Int>?
    /// The order of the answer.
    public var order: LandmarkOrder

    /// A filter; the search is trimmed, and one longer than `maxSearchLength`
    /// is refused.
    public init(
        category: LandmarkCategory? = nil, search: String? = nil, excludingFull: Set<Int>? = nil,
        order: LandmarkOrder = .name
    ) throws(LandmarksError) {
        self.category = category
        self.excludingFull = excludingFull
        self.order = order
        // Counted as sent, in Unicode scalars, as the API's contract counts a
        // length (JSON Schema's maxLength): what it allows is what passes.
        let trimmed = search?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        guard (search ?? "").unicodeScalars.count <= Self.maxSearchLength else {
            throw .searchTooLong(maximum: Self.maxSearchLength)
        }
        self.search = trimmed.isEmpty ? nil : trimmed
    }

    /// Parses a category name as it appears in a URL or an API query.
    public static func category(named name: String?) throws(LandmarksError) -> LandmarkCategory? {
        guard let name, !name.isEmpty else { return nil }
        guard let category = LandmarkCategory(rawValue: name) else { throw .unknownCategory(name) }
        return category
    }
}
