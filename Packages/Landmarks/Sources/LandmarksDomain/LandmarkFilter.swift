import Foundation

/// What a person narrows the list by: a category, and words to search for.
public struct LandmarkFilter: Sendable, Hashable {
    public static let maxSearchLength = 100

    public var category: LandmarkCategory?
    /// Trimmed, never empty: nil means no search.
    public private(set) var search: String?

    public init(category: LandmarkCategory? = nil, search: String? = nil) throws(LandmarksError) {
        self.category = category
        let trimmed = search?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        guard trimmed.count <= Self.maxSearchLength else { throw .searchTooLong(maximum: Self.maxSearchLength) }
        self.search = trimmed.isEmpty ? nil : trimmed
    }

    /// Parses a category name as it appears in a URL or an API query.
    public static func category(named name: String?) throws(LandmarksError) -> LandmarkCategory? {
        guard let name, !name.isEmpty else { return nil }
        guard let category = LandmarkCategory(rawValue: name) else { throw .unknownCategory(name) }
        return category
    }
}
