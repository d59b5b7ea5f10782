/// What can go wrong in the Landmarks domain, in terms a person understands.
public enum LandmarksError: Error, Equatable, Sendable {
    case notFound(id: Int)
    case invalidCoordinate(latitude: Double, longitude: Double)
    case searchTooLong(maximum: Int)
    case unknownCategory(String)
    case invalidRecord(String)

    public var message: String {
        switch self {
        case let .notFound(id): "There is no landmark with id \(id)."
        case let .invalidCoordinate(latitude, longitude): "(\(latitude), \(longitude)) is not a point on Earth."
        case let .searchTooLong(maximum): "Search for at most \(maximum) characters."
        case let .unknownCategory(name):
            "There is no category \"\(name.prefix(40))\". Choose one of: "
                + LandmarkCategory.allCases.map(\.rawValue).joined(separator: ", ") + "."
        case let .invalidRecord(reason): reason
        }
    }
}
