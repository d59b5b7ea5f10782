import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// Pins as the list page draws them: label → (x, y) in the map's pixels.
private func pins(in html: String) throws -> [String: (x: Double, y: Double)] {
    let pin =
        #/
        aria-label="(?<name>[^"]+)"\ data-landmark="\d+"><title>[^<]*</title>
        <circle\ class="pin"\ cx="(?<x>[\d.-]+)"\ cy="(?<y>[\d.-]+)"
        /#
    var found: [String: (x: Double, y: Double)] = [:]
    for match in html.matches(of: pin) {
        found[String(match.1)] = (try #require(Double(match.2)), try #require(Double(match.3)))
    }
    return found
}

/// The count the list page states above its results.
private func resultCount(in html: String) throws -> Int {
    let match = try #require(html.firstMatch(of: /id="result-count">(\d+) landmarks/))
    return try #require(Int(match.1))
}

@Suite struct MapTests {
    @Test func theListsMapPinsEveryLandmarkFoundWhereItIsEachALinkNamedForIt() async throws {
        try await TestApp().test { client in
            let html = try await client.execute(uri: "/landmarks", method: .get) { String(buffer: $0.body) }
            let count = try resultCount(in: html)
            let all = try pins(in: html)
            // Every landmark, not only this page's twelve, each inside the map.
            #expect(all.count == count && count > 12)
            #expect(all.values.allSatisfy { (0...960).contains($0.x) && (0...500).contains($0.y) })
            let place = { (label: String) throws -> (x: Double, y: Double) in try #require(all[label]) }
            // West to east, north to south, as on any map of the country.
            #expect(try place("Crater Lake, Oregon").x < place("Gateway Arch, Missouri").x)
            #expect(try place("Gateway Arch, Missouri").x < place("Statue of Liberty, New York").x)
            #expect(try place("Cadillac Mountain, Maine").y < place("Anhinga Trail, Florida").y)
            // Alaska and Hawaii are set in at the lower left, below the lower 48.
            #expect(try place("Denali, Alaska").x < place("Gateway Arch, Missouri").x)
            #expect(try place("Denali, Alaska").y > place("Anhinga Trail, Florida").y - 60)
            #expect(try place("Kīlauea, Hawaii").y > place("Grand Canyon South Rim, Arizona").y + 100)
            #expect(html.contains(#"<a href="/landmarks/1" aria-label=""#))

            let lakes = try await client.execute(uri: "/landmarks?category=lake", method: .get) {
                String(buffer: $0.body)
            }
            let lakeCount = try resultCount(in: lakes)
            #expect(try pins(in: lakes).count == lakeCount)
            let none = try await client.execute(uri: "/landmarks?q=nothing-is-called-this", method: .get) {
                String(buffer: $0.body)
            }
            #expect(!none.contains(#"id="map""#))
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
