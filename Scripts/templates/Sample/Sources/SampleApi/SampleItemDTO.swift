/// An item as it crosses HTTP. Field names are the published contract.
public struct SampleItemDTO: Codable, Sendable, Equatable {
    public var id: Int
    public var title: String

    public init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}
