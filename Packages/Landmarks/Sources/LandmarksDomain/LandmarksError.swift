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
        case let .notFound(id): "There is no landmark with id \(id)."
        case let .invalidCoordinate(latitude, longitude): "(\(latitude), \(longitude)) is not a point on Earth."
        case let .searchTooLong(maximum): "Search for at most \(maximum) characters."
        case let .unknownCategory(name):
            "There is no category \"\(name.prefix(40))\". Choose one of: "
                + LandmarkCategory.allCases.map(\.rawValue).joined(separator: ", ") + "."
        case let .invalidRecord(reason): reason
        case let .unknownOrder(name):
            "There is no order \"\(name.prefix(40))\". Sort by one of: \(LandmarkOrder.names.joined(separator: ", "))."
        case .nearestWithoutLandmark: "Sorting by nearest needs near: the id of the landmark to measure from."
        case .nearWithoutNearest: "near is only read when sorting by nearest (sort=nearest)."
        case let .unknownNearLandmark(id): "There is no landmark \"\(id.prefix(20))\" to measure from."
        }
    }
}
