import API
internal import LandmarksDomain

/// A category and how many landmarks it has.
public struct CategoryDTO: Codable, Sendable, Equatable {
    /// What `?category=` takes, for example `lake`.
    public var id: String
    /// The category's name as pages show it.
    public var title: String
    /// How many landmarks it has.
    public var count: Int

    /// A category with these values.
    public init(id: String, title: String, count: Int) {
        self.id = id
        self.title = title
        self.count = count
    }
}

extension CategoryDTO: DocumentedFields {
    /// What the API contract says of each field.
    public static let fieldDocumentation: [String: JSONSchema] = [
        "id": .note("What `?category=` takes, for example `lake`.", oneOf: LandmarkCategory.allCases.map(\.rawValue)),
        "title": .note("The category's name for people, for example `Lakes`."),
        "count": .note("How many landmarks it has.", minimum: 0),
    ]
}
