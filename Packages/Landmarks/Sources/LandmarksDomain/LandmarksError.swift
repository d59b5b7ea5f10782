/// What can go wrong in the Landmarks domain, in terms a person understands.
public enum LandmarksError: Error, Equatable, Sendable {
    /// No landmark has this id.
    case notFound(id: Int)
    /// A point that is not on Earth.
    case invalidCoordinate(latitude: Double, longitude: Double)
    /// A search longer than the most allowed.
    case searchTooLong(maximum: Int)
    /// A category that does not exist.
    case unknownCategory(String)
    /// A record that breaks a rule, and which.
    case invalidRecord(String)
    /// An order that does not exist.
    case unknownOrder(String)
    /// Sorting by nearest without the landmark to measure from.
    case nearestWithoutLandmark
    /// A landmark to measure from, without sorting by nearest.
    case nearWithoutNearest
    /// A landmark to measure from that does not exist.
    case unknownNearLandmark(String)

    /// What to tell the person.
    public var message: String {
        switch self {
        case .notFound(let id): "There is no landmark with id \(id)."
        case .invalidCoordinate(let latitude, let longitude): "(\(latitude), \(longitude)) is not a point on Earth."
        case .searchTooLong(let maximum): "Search for at most \(maximum) characters."
        case .unknownCategory(let name):
            "There is no category \"\(name.prefix(40))\". Choose one of: "
                + LandmarkCategory.allCases.map(\.rawValue).joined(separator: ", ") + "."
        case .invalidRecord(let reason): reason
        case .unknownOrder(let name):
            "There is no order \"\(name.prefix(40))\". Sort by one of: \(LandmarkOrder.names.joined(separator: ", "))."
        case .nearestWithoutLandmark:
            "To sort by nearest, choose the landmark to measure from (\"Landmarks nearest to this one\" on its page)."
        case .nearWithoutNearest: "near is only read when sorting by nearest (sort=nearest)."
        case .unknownNearLandmark(let id): "There is no landmark \"\(id.prefix(20))\" to measure from."
        }
    }
}
