import API
internal import LandmarksDomain

/// A landmark as it crosses HTTP. Field names are the published contract.
public struct LandmarkDTO: Codable, Sendable, Equatable {
    /// Its id.
    public var id: Int
    /// Its name.
    public var name: String
    /// The park, city or region it belongs to.
    public var park: String
    /// The US state it is in.
    public var state: String
    /// Its category's id (`lake`).
    public var category: String
    /// A paragraph about it.
    public var description: String
    /// Degrees north, from -90 to 90.
    public var latitude: Double
    /// Degrees east, from -180 to 180.
    public var longitude: Double
    /// How many campsites it has.
    public var campsiteCount: Int
    /// What one campsite costs for one night, in US cents.
    public var nightlyFeeCents: Int
    /// The landmark's page, for clients that link to the web app.
    public var url: String
    /// Whether the signed-in caller keeps this landmark; absent for an
    /// anonymous caller.
    public var isFavorite: Bool?
    /// In a search by dates only: the whole stay at `nightlyFeeCents` a
    /// night, in US cents.
    public var stayTotalCents: Int?
    /// For one landmark asked for by id, when it has no campsites: the
    /// nearest landmarks that have them, nearest first.
    public var campingNearby: [CampingNearbyDTO]?

    /// A record with these values.
    public init(
        id: Int, name: String, park: String, state: String, category: String, description: String, latitude: Double,
        longitude: Double, campsiteCount: Int, nightlyFeeCents: Int, url: String, isFavorite: Bool? = nil,
        stayTotalCents: Int? = nil, campingNearby: [CampingNearbyDTO]? = nil
    ) {
        self.id = id
        self.name = name
        self.park = park
        self.state = state
        self.category = category
        self.description = description
        self.latitude = latitude
        self.longitude = longitude
        self.campsiteCount = campsiteCount
        self.nightlyFeeCents = nightlyFeeCents
        self.url = url
        self.isFavorite = isFavorite
        self.stayTotalCents = stayTotalCents
        self.campingNearby = campingNearby
    }
}

extension LandmarkDTO: DocumentedFields {
    /// What the API contract says of each field.
    public static let fieldDocumentation: [String: JSONSchema] = [
        "id": .note("The landmark's id, for `GET /api/v1/landmarks/{id}`.", minimum: 1),
        "name": .note("What the landmark is called."),
        "park": .note("The park or area it lies in."),
        "state": .note("The US state it is in, by name: `Florida`."),
        "category": .note(
            "Its category's `id`, as `GET /api/v1/categories` lists them.",
            oneOf: LandmarkCategory.allCases.map(\.rawValue)),
        "description": .note("A paragraph about it."),
        "latitude": .note("Degrees north, WGS 84."),
        "longitude": .note("Degrees east (negative: west), WGS 84."),
        "campsiteCount": .note("How many campsites can be booked there.", minimum: 0),
        "nightlyFeeCents": .note("What one campsite costs for one night, in US cents.", minimum: 0),
        "url": .note("The landmark's page, for clients that link to the web app."),
        "isFavorite": .note("Whether the signed-in caller keeps this landmark; absent for an anonymous caller."),
        "stayTotalCents": .note(
            "In a search by dates only: the whole stay at `nightlyFeeCents` a night, in US cents.", minimum: 0),
        "campingNearby": .note(
            "In `GET /api/v1/landmarks/{id}` of a landmark where nobody camps (`campsiteCount` 0) only: the three"
                + " nearest landmarks that have campsites, nearest first."),
    ]
}
