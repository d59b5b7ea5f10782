import Foundation

/// The feature's main entity. Rename and grow it: this is where the rules live.
public struct SampleItem: Sendable, Equatable, Identifiable {
    /// The most characters a title may have.
    public static let maxTitleLength = 120

    /// The item's id.
    public var id: Int
    /// The item's title.
    public var title: String

    /// Refuses a blank or overlong title, so no layer above has to check again.
    public init(id: Int, title: String) throws(SampleError) {
        let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .invalidTitle("A title is required.") }
        guard trimmed.count <= Self.maxTitleLength else {
            throw .invalidTitle("A title has at most \(Self.maxTitleLength) characters.")
        }
        self.id = id
        self.title = trimmed
    }
}
