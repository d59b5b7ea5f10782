import SampleDomain

/// An item as it crosses HTTP. Field names are the published contract.
public struct SampleItemDTO: Codable, Sendable, Equatable {
    public var id: Int
    public var title: String

    public init(_ item: SampleItem) {
        id = item.id
        title = item.title
    }
}

extension SampleItem {
    /// Maps a wire record back to the domain, refusing one that breaks its rules.
    public init(_ dto: SampleItemDTO) throws(SampleError) {
        guard dto.id > 0 else { throw .invalidRecord("id must be positive, got \(dto.id)") }
        try self.init(id: dto.id, title: dto.title)
    }
}
