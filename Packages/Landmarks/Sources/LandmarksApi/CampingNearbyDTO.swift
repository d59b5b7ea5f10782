import API

/// A landmark with campsites near one that has none: where to camp instead.
public struct CampingNearbyDTO: Codable, Sendable, Equatable {
    /// The landmark's id.
    public var id: Int
    /// Its name.
    public var name: String
    /// Kilometres away, to one decimal.
    public var kilometres: Double
    /// The landmark's page.
    public var url: String

    /// A record with these values.
    public init(id: Int, name: String, kilometres: Double, url: String) {
        self.id = id
        self.name = name
        self.kilometres = kilometres
        self.url = url
    }
}

extension CampingNearbyDTO: DocumentedFields {
    /// What the API contract says of each field.
    public static let fieldDocumentation: [String: JSONSchema] = [
        "id": .note("The landmark's id, for `GET /api/v1/landmarks/{id}`.", minimum: 1),
        "name": .note("What the landmark is called."),
        "kilometres": .note("How far it is, along the Earth's surface, to one decimal.", minimum: 0),
        "url": .note("The landmark's page."),
    ]
}
