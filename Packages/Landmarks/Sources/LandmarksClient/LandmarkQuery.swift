import LandmarksDomain

/// What a list shows: a category, a search text, a page.
public struct LandmarkQuery: Sendable, Hashable {
    public var category: LandmarkCategory?
    public var search: String?
    public var page: Int
    public var perPage: Int

    public init(category: LandmarkCategory? = nil, search: String? = nil, page: Int = 1, perPage: Int = 20) {
        self.category = category
        self.search = search.flatMap { $0.isEmpty ? nil : $0 }
        self.page = page
        self.perPage = perPage
    }
}
