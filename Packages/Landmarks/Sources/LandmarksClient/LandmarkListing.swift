import LandmarksApi
import LandmarksDomain

/// A landmark as a client shows it: the server's record, checked against the
/// domain's rules (a known category, a point on Earth, a name) before any
/// view sees it.
public struct LandmarkListing: Sendable, Equatable, Identifiable {
    /// Its id.
    public var id: Int
    /// Its name.
    public var name: String
    /// The park, city or region it belongs to.
    public var park: String
    /// The US state it is in.
    public var state: String
    /// What kind of place it is.
    public var category: LandmarkCategory
    /// A paragraph about it.
    public var description: String
    /// Where it is.
    public var coordinate: Coordinate
    /// How many campsites it has.
    public var campsiteCount: Int
    /// What one campsite costs a night, in US cents.
    public var nightlyFee: Int
    /// Whether the signed-in account keeps it; nil when nobody is signed in.
    public var isFavorite: Bool?
    /// Its page in the web app, relative to the server.
    public var pagePath: String
    /// In a search by dates: the whole stay's price, in US cents.
    public var stayTotal: Int?

    /// A listing with these values.
    public init(
        id: Int, name: String, park: String, state: String, category: LandmarkCategory, description: String,
        coordinate: Coordinate, campsiteCount: Int, nightlyFee: Int, isFavorite: Bool? = nil, pagePath: String,
        stayTotal: Int? = nil
    ) {
        self.id = id
        self.name = name
        self.park = park
        self.state = state
        self.category = category
        self.description = description
        self.coordinate = coordinate
        self.campsiteCount = campsiteCount
        self.nightlyFee = nightlyFee
        self.isFavorite = isFavorite
        self.pagePath = pagePath
        self.stayTotal = stayTotal
    }

    /// The record, or the rule it breaks.
    public init(_ record: LandmarkDTO) throws(LandmarksError) {
        guard record.id > 0 else { throw .invalidRecord("The id \(record.id) is not positive.") }
        let name = record.name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { throw .invalidRecord("It has no name.") }
        guard let category = LandmarkCategory(rawValue: record.category) else {
            throw .unknownCategory(record.category)
        }
        guard record.campsiteCount >= 0 else {
            throw .invalidRecord("It has \(record.campsiteCount) campsites.")
        }
        guard record.nightlyFeeCents >= 0 else {
            throw .invalidRecord("Its nightly fee is \(record.nightlyFeeCents) cents.")
        }
        if let total = record.stayTotalCents, total < 0 {
            throw .invalidRecord("Its stay costs \(total) cents.")
        }
        self.init(
            id: record.id, name: name, park: record.park, state: record.state, category: category,
            description: record.description,
            coordinate: try Coordinate(latitude: record.latitude, longitude: record.longitude),
            campsiteCount: record.campsiteCount, nightlyFee: record.nightlyFeeCents, isFavorite: record.isFavorite,
            pagePath: record.url,
            stayTotal: record.stayTotalCents)
    }
}
