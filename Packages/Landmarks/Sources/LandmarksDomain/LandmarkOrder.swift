import Foundation

/// How a list of landmarks is ordered.
public enum LandmarkOrder: Sendable, Hashable {
    /// By name: the order of the catalogue itself.
    case name
    /// Cheapest night first; the same price by name.
    case price
    /// Nearest to this landmark first (itself first of all), as the crow flies.
    case nearest(to: Int)
    /// Nearest to this point first, as the crow flies: a search that named a
    /// place. Never parsed from an address; the search that named it is.
    case nearestToPoint(Coordinate)

    /// The names an address or the API uses for the order.
    public static let names = ["name", "price", "nearest"]

    /// Parses `sort` and `near` as they appear in a URL or an API query:
    /// `nearest` needs `near` (a landmark's id), and `near` means nothing
    /// without it. Empty values are absent.
    public static func parse(sort: String?, near: String?) throws(LandmarksError) -> LandmarkOrder {
        let near = near.flatMap { $0.isEmpty ? nil : $0 }
        switch sort.flatMap({ $0.isEmpty ? nil : $0 }) ?? "name" {
        case "name", "price":
            if near != nil { throw .nearWithoutNearest }
            return sort == "price" ? .price : .name
        case "nearest":
            guard let near else { throw .nearestWithoutLandmark }
            guard near.count <= 9, let id = Int(near), id > 0 else { throw .unknownNearLandmark(near) }
            return .nearest(to: id)
        case let other:
            throw .unknownOrder(other)
        }
    }

    /// The `sort` value that names this order; nil for the default, by name.
    public var sortValue: String? {
        switch self {
        case .name, .nearestToPoint: nil
        case .price: "price"
        case .nearest: "nearest"
        }
    }

    /// The `near` value that goes with `nearest`; nil for every other order.
    public var nearValue: String? {
        if case .nearest(let id) = self { String(id) } else { nil }
    }
}

extension Coordinate {
    /// Kilometres along the Earth's surface to `other` (a sphere of the
    /// Earth's mean radius: good to a fraction of a percent).
    public func distance(to other: Coordinate) -> Double {
        let radians = Double.pi / 180
        let dLatitude = (other.latitude - latitude) * radians
        let dLongitude = (other.longitude - longitude) * radians
        let a =
            sin(dLatitude / 2) * sin(dLatitude / 2)
            + cos(latitude * radians) * cos(other.latitude * radians) * sin(dLongitude / 2) * sin(dLongitude / 2)
        return 6_371.0088 * 2 * atan2(a.squareRoot(), (1 - a).squareRoot())
    }
}
