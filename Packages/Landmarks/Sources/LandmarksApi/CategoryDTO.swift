/// A category and how many landmarks it has.
public struct CategoryDTO: Codable, Sendable, Equatable {
    /// What `?category=` takes, for example `lake`.
    public var id: String
    public var title: String
    public var count: Int

    public init(id: String, title: String, count: Int) {
        self.id = id
        self.title = title
        self.count = count
    }
}
