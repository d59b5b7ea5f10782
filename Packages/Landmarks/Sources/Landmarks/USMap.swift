import Foundation
import PageLayout

/// A map of the United States drawn by the server as SVG: no tiles, no
/// script, nothing fetched from elsewhere (the outline is a file of ours). The lower 48 states in an Albers
/// equal-area projection, Alaska and Hawaii each in their own projection,
/// set in below them (the usual composite for a map of the whole country).
/// The outline is projected once; pins are placed by the same projection.
enum USMap {
    static let width = 960.0
    static let height = 500.0

    /// One projected region: where its projection is centred and where that
    /// centre lands on the map, at what scale.
    struct Region {
        let projection: AlbersConic
        let center: (x: Double, y: Double)
        let origin: (x: Double, y: Double)
        let scale: Double

        init(
            parallels: (Double, Double), centralMeridian: Double, center: (longitude: Double, latitude: Double),
            at origin: (x: Double, y: Double), scale: Double
        ) {
            projection = AlbersConic(parallels: parallels, centralMeridian: centralMeridian)
            self.center = projection.project(longitude: center.longitude, latitude: center.latitude)
            self.origin = origin
            self.scale = scale
        }

        func place(longitude: Double, latitude: Double) -> (x: Double, y: Double) {
            let point = projection.project(longitude: longitude, latitude: latitude)
            return (origin.x + scale * (point.x - center.x), origin.y - scale * (point.y - center.y))
        }
    }

    /// Pixels per unit of the projection (radians on the unit sphere).
    private static let scale = 1_070.0
    private static let lower48 = Region(
        parallels: (29.5, 45.5), centralMeridian: -96, center: (-96.6, 38.7), at: (480, 250), scale: scale)
    private static let alaska = Region(
        parallels: (55, 65), centralMeridian: -154, center: (-156, 58.5),
        at: (480 - 0.307 * scale, 250 + 0.201 * scale), scale: 0.35 * scale)
    private static let hawaii = Region(
        parallels: (8, 18), centralMeridian: -157, center: (-160, 19.9),
        at: (480 - 0.205 * scale, 250 + 0.212 * scale), scale: scale)

    /// Where a point is drawn, in the map's pixels (y grows down).
    static func place(latitude: Double, longitude: Double) -> (x: Double, y: Double) {
        let region =
            latitude > 50 && longitude < -129
            ? alaska
            : latitude < 23.5 && longitude < -150
                ? hawaii
                : lower48
        return region.place(longitude: longitude, latitude: latitude)
    }

    /// The outline as one SVG path, a closed subpath per ring.
    static let outlinePath: String = USOutline.rings.split(separator: "|").map { ring in
        let points = ring.split(separator: ",").compactMap { pair -> (x: Double, y: Double)? in
            let parts = pair.split(separator: " ")
            guard parts.count == 2, let longitude = Double(parts[0]), let latitude = Double(parts[1]) else {
                return nil
            }
            return place(latitude: latitude, longitude: longitude)
        }
        return "M" + points.map { "\(pixels($0.x)) \(pixels($0.y))" }.joined(separator: "L") + "Z"
    }.joined()

    /// The land and sea as an SVG file of its own, fingerprinted and kept
    /// by browsers for a year: a page carries only its pins over it.
    static let outline = StaticAsset(
        name: "us-map.svg", contentType: "image/svg+xml",
        bytes: Array(
            """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \(Int(width)) \(Int(height))">\
            <rect width="\(Int(width))" height="\(Int(height))" fill="#e8f0f4"/>\
            <path fill="#f4f1e8" stroke="#8d9a8f" stroke-width="1" stroke-linejoin="round" d="\(outlinePath)"/></svg>
            """.utf8))

    /// A coordinate in tenths of a pixel: enough for a pin, short to send.
    static func pixels(_ value: Double) -> String {
        String(format: "%.1f", value)
    }
}

/// The Albers equal-area conic projection on the unit sphere: areas keep
/// their proportions, which suits a map of a whole country.
struct AlbersConic {
    private let n: Double
    private let c: Double
    private let centralMeridian: Double

    init(parallels: (Double, Double), centralMeridian: Double) {
        let first = parallels.0 * .pi / 180
        let second = parallels.1 * .pi / 180
        n = (sin(first) + sin(second)) / 2
        c = cos(first) * cos(first) + 2 * n * sin(first)
        self.centralMeridian = centralMeridian
    }

    /// x grows east, y grows north.
    func project(longitude: Double, latitude: Double) -> (x: Double, y: Double) {
        let rho = (c - 2 * n * sin(latitude * .pi / 180)).squareRoot() / n
        let theta = n * (longitude - centralMeridian) * .pi / 180
        return (rho * sin(theta), -rho * cos(theta))
    }
}
