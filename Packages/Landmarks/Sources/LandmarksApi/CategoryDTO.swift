import LandmarksDomain

/// A category and how many landmarks it has.
public struct CategoryDTO: Codable, Sendable, Equatable {
    public var id: String
    public var title: String
    public var count: Int

    public init(_ summary: CategorySummary) {
        id = summary.category.rawValue
        title = summary.category.title
        count = summary.count
    }
}
