import Foundation

/// The feature's main entity. Rename and grow it: this is where the rules live.
public struct SampleItem: Sendable, Equatable, Identifiable {
    public static let maxTitleLength = 120

    public var id: Int
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
