import Foundation
import LandmarksDomain
import Testing

/// A few places, most populous first, as the gazetteer's data gives them.
private let gazetteer = Gazetteer(
    entries: "Denver|CO|39.74|-104.98;Las Vegas|NV|36.17|-115.14;Springfield|MO|37.22|-93.30;"
        + "Saint Louis|MO|38.63|-90.20;Springfield|IL|39.80|-89.64;Las Vegas|NM|35.59|-105.22;"
        + "Mount Vernon|WA|48.42|-122.33;Fort Collins|CO|40.59|-105.08;San José|CA|37.34|-121.89;"
        + "Nowhere|ZZ|1.00|1.00;Broken|CO|north|west",
    stateNames: "CO|Colorado;NV|Nevada;MO|Missouri;IL|Illinois;NM|New Mexico;WA|Washington;CA|California")

private func at(_ id: Int, _ name: String, _ latitude: Double, _ longitude: Double) throws -> Landmark {
    Landmark(
        id: id, name: name, park: "Park", state: "State", category: .mountain, description: "",
        coordinate: try Coordinate(latitude: latitude, longitude: longitude), campsiteCount: 3, timeZone: .gmt,
        nightlyFee: 1_000 * id)
}

@Suite struct PlaceSearchTests {
    @Test func aPlaceIsFoundAsPeopleTypeItTheMostPopulousWhenAStateDoesNotSay() throws {
        #expect(gazetteer.place(named: "Denver")?.title == "Denver, Colorado")
        #expect(gazetteer.place(named: "  near LAS VEGAS ")?.title == "Las Vegas, Nevada")
        #expect(gazetteer.place(named: "Las Vegas, NM")?.title == "Las Vegas, New Mexico")
        #expect(gazetteer.place(named: "Springfield")?.title == "Springfield, Missouri")
        #expect(gazetteer.place(named: "springfield illinois")?.title == "Springfield, Illinois")
        #expect(gazetteer.place(named: "St. Louis")?.title == "Saint Louis, Missouri")
        #expect(gazetteer.place(named: "Mt Vernon")?.title == "Mount Vernon, Washington")
        #expect(gazetteer.place(named: "Ft. Collins, Colorado")?.title == "Fort Collins, Colorado")
        #expect(gazetteer.place(named: "san jose")?.title == "San José, California")
        let denver = try #require(gazetteer.place(named: "Denver"))
        #expect(denver.coordinate == (try Coordinate(latitude: 39.74, longitude: -104.98)))
    }

    @Test func whatNamesNoPlaceOrReadsBadlyIsNoPlace() {
        for text in ["near", "", "Atlantis", "Springfield, NV", "Nowhere", "Broken", "Denver Denver"] {
            #expect(gazetteer.place(named: text) == nil, "\(text)")
        }
        #expect(Gazetteer.empty.place(named: "Denver") == nil)
    }

    @Test func aSearchThatNamesATownListsEveryLandmarkNearestFirstAndALandmarkStillWins() async throws {
        let browse = BrowseLandmarks(
            repository: InMemoryLandmarks(landmarks: [
                try at(1, "Rocky Peak", 40.3, -105.7), try at(2, "Red Rock", 36.1, -115.4),
                try at(3, "Far Coast", 44.3, -68.2),
            ]),
            gazetteer: { gazetteer })
        let denver = try await browse.readingPlaces(LandmarkFilter(search: "Denver"))
        #expect(denver.place?.name == "Denver")
        #expect(try await browse.list(denver.filter, offset: 0, limit: 10).landmarks.map(\.id) == [1, 2, 3])
        let vegas = try await browse.readingPlaces(LandmarkFilter(search: "near Las Vegas"))
        #expect(try await browse.list(vegas.filter, offset: 0, limit: 10).landmarks.map(\.id) == [2, 1, 3])
        // By price when asked, the place still named for the distances.
        let cheapest = try await browse.readingPlaces(LandmarkFilter(search: "Denver", order: .price))
        #expect(cheapest.place != nil && cheapest.filter.order == .price && cheapest.filter.search == nil)
        // A landmark's own name is a search, not a place; an unknown word stays a search.
        for text in ["Red Rock", "Atlantis"] {
            let plain = try await browse.readingPlaces(LandmarkFilter(search: text))
            #expect(plain.place == nil && plain.filter.search == text)
        }
        let nearLandmark = try await browse.readingPlaces(LandmarkFilter(search: "Denver", order: .nearest(to: 3)))
        #expect(nearLandmark.place == nil)
    }
}
