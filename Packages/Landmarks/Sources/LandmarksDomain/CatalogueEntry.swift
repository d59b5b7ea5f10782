/// One landmark as an operator's import file describes it: added when no
/// landmark has its name, updating the one that has.
public struct CatalogueEntry: Sendable, Equatable, Codable {
    public var name: String
    public var park: String
    public var state: String
    public var category: String
    public var description: String
    public var latitude: Double
    public var longitude: Double
    public var campsites: Int

    public init(
        name: String, park: String, state: String, category: String, description: String, latitude: Double,
        longitude: Double, campsites: Int
    ) {
        self.name = name
        self.park = park
        self.state = state
        self.category = category
        self.description = description
        self.latitude = latitude
        self.longitude = longitude
        self.campsites = campsites
    }
}
