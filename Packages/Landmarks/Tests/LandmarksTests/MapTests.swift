import Foundation
import Hummingbird
import HummingbirdTesting
import LandmarksDomain
import Testing

@testable import Landmarks

/// One mark the list page draws: its label, the landmarks under it, its
/// target square's corner and the count it shows (clusters only).
private struct DrawnMark {
    let label: String
    let landmarks: [Int]
    let left: Double
    let top: Double
    let count: Int?
}

private func marks(in html: String) throws -> [DrawnMark] {
    let mark =
        #/
        aria-label="(?<label>[^"]+)"\ data-landmarks?="(?<ids>[\d\x20]+)"><title>[^<]*</title>
        <rect\ class="target"\ x="(?<left>[\d.-]+)"\ y="(?<top>[\d.-]+)"\ width="66"\ height="66"/>
        (?:<circle\ class="pin"[^>]*/>|<circle\ class="cluster"[^>]*/><text[^>]*>(?<count>\d+)</text>)</a>
        /#
    return try html.matches(of: mark).map { match in
        DrawnMark(
            label: String(match.label), landmarks: match.ids.split(separator: " ").compactMap { Int($0) },
            left: try #require(Double(match.left)), top: try #require(Double(match.top)),
            count: match.count.flatMap { Int($0) })
    }
}

/// The count the list page states above its results.
private func resultCount(in html: String) throws -> Int {
    let match = try #require(html.firstMatch(of: /id="result-count">(\d+) landmarks/))
    return try #require(Int(match.1))
}

@Suite struct MapTests {
    @Test func theListsMapMarksEveryLandmarkFoundOnceWithTargetsThatNeverOverlap() async throws {
        try await TestApp().test { client in
            let html = try await client.execute(uri: "/landmarks", method: .get) { String(buffer: $0.body) }
            let count = try resultCount(in: html)
            let drawn = try marks(in: html)
            // Every landmark, not only this page's twelve, under exactly one mark inside the map.
            let ids = drawn.flatMap(\.landmarks)
            #expect(ids.count == count && Set(ids).count == count && count > 12)
            #expect(drawn.allSatisfy { (-33...927).contains($0.left) && (-33...467).contains($0.top) })
            // No two targets overlap, so each can be pressed on a phone (66 units ≈ 25 px at 390 px).
            for (index, first) in drawn.enumerated() {
                for second in drawn[(index + 1)...] {
                    #expect(abs(first.left - second.left) >= 66 || abs(first.top - second.top) >= 66)
                }
            }
            // Yosemite's three lie within a pixel of each other: one cluster that says so.
            let yosemite = try #require(drawn.first { $0.label.contains("Half Dome") })
            #expect(yosemite.count == yosemite.landmarks.count && yosemite.landmarks.count >= 3)
            #expect(yosemite.label.hasPrefix("\(yosemite.landmarks.count) landmarks close together: "))
            #expect(drawn.contains { $0.count == nil && $0.label == "Statue of Liberty, New York" })
            // A cluster opens the list nearest to it, keeping the search.
            #expect(html.contains(#"<a href="/landmarks?sort=nearest&amp;near="#))
            #expect(html.contains(##"<a class="skip-map" href="#after-map">Skip the map</a>"##))

            let lakes = try await client.execute(uri: "/landmarks?category=lake", method: .get) {
                String(buffer: $0.body)
            }
            #expect(try marks(in: lakes).flatMap(\.landmarks).count == resultCount(in: lakes))
            #expect(
                lakes.contains(#"<a href="/landmarks?category=lake&amp;sort=nearest&amp;near="#)
                    || !lakes.contains("data-landmarks="))
            let none = try await client.execute(uri: "/landmarks?q=nothing-is-called-this", method: .get) {
                String(buffer: $0.body)
            }
            #expect(!none.contains(#"id="map""#))
        }
    }

    @Test func theMapPutsPlacesWhereAnyMapOfTheCountryDoes() {
        let place = { (latitude: Double, longitude: Double) in USMap.place(latitude: latitude, longitude: longitude) }
        let craterLake = place(42.9446, -122.1090)
        let gatewayArch = place(38.6247, -90.1848)
        let liberty = place(40.6892, -74.0445)
        let cadillac = place(44.3526, -68.2249)
        let anhinga = place(25.3826, -80.6079)
        let denali = place(63.0692, -151.0070)
        let kilauea = place(19.4069, -155.2834)
        let grandCanyon = place(36.0544, -112.1401)
        // West to east, north to south.
        #expect(craterLake.x < gatewayArch.x && gatewayArch.x < liberty.x)
        #expect(cadillac.y < anhinga.y)
        // Alaska and Hawaii are set in at the lower left, below the lower 48.
        #expect(denali.x < gatewayArch.x && denali.y > anhinga.y - 60)
        #expect(kilauea.y > grandCanyon.y + 100)
        for point in [craterLake, gatewayArch, liberty, cadillac, anhinga, denali, kilauea] {
            #expect((0...960).contains(point.x) && (0...500).contains(point.y))
        }
    }

    @Test func marksCloserThanATargetMergeUntilNoneAre() throws {
        let at = { (id: Int, latitude: Double, longitude: Double) throws in
            Landmark(
                id: id, name: "L\(id)", park: "P", state: "S", category: .mountain, description: "",
                coordinate: try .init(latitude: latitude, longitude: longitude), campsiteCount: 1,
                timeZone: TimeZone(identifier: "America/Denver")!)
        }
        // Three in a row, each within reach of the next: one cluster, centred on their mean.
        let row = MapMarks([try at(1, 39, -105), try at(2, 39, -104.3), try at(3, 39, -103.6), try at(4, 30, -85)])
        #expect(row.marks.map { $0.landmarks.map(\.id) } == [[1, 2, 3], [4]])
        #expect(row.marks[0].nearestToCentre.id == 2)
        for first in row.marks.indices {
            for second in row.marks.indices where second > first {
                #expect(row.marks[first].centre.distance(to: row.marks[second].centre) >= MapMarks.spacing)
            }
        }
    }

    @Test func aLandmarksPageShowsWhereItIsAsAPictureWithACaption() async throws {
        try await TestApp().test { client in
            let html = try await client.execute(uri: "/landmarks/1", method: .get) { String(buffer: $0.body) }
            #expect(html.contains(#"<figure class="map small" id="map">"#))
            #expect(html.contains(#"role="img" aria-labelledby="map-caption""#))
            #expect(html.contains(#"<circle class="pin here""#))
            #expect(html.contains(#"<figcaption id="map-caption">Where "#))
        }
    }

    @Test func theOutlineIsAFileOfOursKeptAYearWhosePathChangesWithItsBytes() async throws {
        try await TestApp().test { client in
            let html = try await client.execute(uri: "/landmarks", method: .get) { String(buffer: $0.body) }
            let path = String(
                try #require(html.firstMatch(of: /<img src="(\/assets\/us-map\.[0-9a-f]{12}\.svg)" alt=""/)).1)
            try await client.execute(uri: path, method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "image/svg+xml")
                #expect(response.headers[.cacheControl] == "public, max-age=31536000, immutable")
                let svg = String(buffer: response.body)
                #expect(svg.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 960 500">"#))
                // Ten rings: the lower 48, Alaska and its islands, Hawaii's islands.
                #expect(svg.matches(of: /M[\d.-]+ [\d.-]+(L[\d.-]+ [\d.-]+)+Z/).count == 10)
            }
            let etag = try await client.execute(uri: path, method: .get) { try #require($0.headers[.eTag]) }
            try await client.execute(uri: path, method: .get, headers: [.ifNoneMatch: etag]) { response in
                #expect(response.status == .notModified)
            }
        }
    }
}
