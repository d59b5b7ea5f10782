import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// The distances the cards of a page show, in order ("120 mi" → 120).
private func distances(in html: String) -> [Int] {
    html.matches(of: /<span class="distance">(\d+) mi<\/span>/).compactMap { Int($0.1) }
}

@Suite struct PlaceSearchPageTests {
    @Test func aTownListsTheLandmarksNearestToItWithTheirDistancesAndCreditsItsSource() async throws {
        try await TestApp().test { client in
            for (typed, place) in [("Denver", "Denver, Colorado"), ("near+Las+Vegas", "Las Vegas, Nevada")] {
                let html = try await client.execute(uri: "/landmarks?q=\(typed)", method: .get) {
                    #expect($0.status == .ok)
                    return String(buffer: $0.body)
                }
                #expect(html.contains(#"landmarks, nearest to \#(place) first</p>"#), "\(typed)")
                let miles = distances(in: html)
                #expect(miles.count == 12 && miles == miles.sorted(), "\(typed): \(miles)")
                #expect(html.contains(#"<a href="https://www.geonames.org/">GeoNames</a>"#))
                // The next page keeps what was typed.
                let kept = typed.replacingOccurrences(of: "+", with: "%20")
                #expect(html.contains(#"rel="next" href="/landmarks?q=\#(kept)&amp;page=2""#), "\(typed)")
            }
            // Las Vegas is nearer the Grand Canyon than Denver is.
            let vegas = try await client.execute(uri: "/landmarks?q=Las+Vegas", method: .get) {
                String(buffer: $0.body)
            }
            #expect(vegas.contains("Grand Canyon South Rim"))
            #expect(distances(in: vegas).first.map { $0 < 150 } == true)

            // A landmark's name is still a search; a word that names nothing finds nothing.
            let lake = try await client.execute(uri: "/landmarks?q=Crater", method: .get) { String(buffer: $0.body) }
            #expect(lake.contains("Crater Lake") && !lake.contains(#"class="distance""#))
            let nothing = try await client.execute(uri: "/landmarks?q=Atlantis", method: .get) {
                String(buffer: $0.body)
            }
            #expect(nothing.contains("No landmarks match."))
        }
    }
}
