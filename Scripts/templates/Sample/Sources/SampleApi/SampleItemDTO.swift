/// An item as it crosses HTTP. Field names are the published contract.
public struct SampleItemDTO: Codable, Sendable, Equatable {
    /// The item's id.
    public var id: Int
    /// The item's title.
    public var title: String

    /// A record with these values.
    public init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}
