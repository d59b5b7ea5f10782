import ReservationsDomain

/// A directory that knows no landmark: enough for a database without stays
/// from before sites, which `AddSiteNights` never asks about.
struct NoLandmarks: LandmarkDirectory {
    func landmark(id: Int) async throws -> BookableLandmark? { nil }
    func landmarksWithCampsites() async throws -> [BookableLandmark] { [] }
}

/// Landmarks with the sites given, each found by its id.
struct SiteDirectory: LandmarkDirectory {
    var sites: [Int: [BookableSite]]

    func landmark(id: Int) async throws -> BookableLandmark? {
        sites[id].map { BookableLandmark(id: id, name: "Landmark \(id)", sites: $0, href: "/", timeZone: .gmt) }
    }

    func landmarksWithCampsites() async throws -> [BookableLandmark] {
        sites.keys.sorted().compactMap { id in
            sites[id].map { BookableLandmark(id: id, name: "Landmark \(id)", sites: $0, href: "/", timeZone: .gmt) }
        }
    }
}

extension BookableSite {
    /// A site for tests: `number`, taking `people` and `vehicles`.
    static func site(_ number: String, people: Int = 6, vehicles: Int = 2, accessible: Bool = false)
        -> BookableSite
    {
        BookableSite(number: number, kind: "tent", maxPeople: people, maxVehicles: vehicles, accessible: accessible)
    }
}
