/// What can go wrong in the Landmarks domain, in terms a person understands.
public enum LandmarksError: Error, Equatable, Sendable {
    case notFound(id: Int)
    case invalidCoordinate(latitude: Double, longitude: Double)
    case searchTooLong(maximum: Int)
    case unknownCategory(String)
    case invalidRecord(String)
    case unknownOrder(String)
    case nearestWithoutLandmark
    case nearWithoutNearest
    case unknownNearLandmark(String)

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
        case .nearestWithoutLandmark: "Sorting by nearest needs near: the id of the landmark to measure from."
        case .nearWithoutNearest: "near is only read when sorting by nearest (sort=nearest)."
        case .unknownNearLandmark(let id): "There is no landmark \"\(id.prefix(20))\" to measure from."
        }
    }
}
