import API
import Foundation
import Hummingbird
import HummingbirdTesting
import Landmarks
import LandmarksApi
import Route
import Synchronization
import Testing

import protocol FluentKit.Database

private func decode<T: Decodable>(_ type: T.Type, _ response: TestResponse) throws -> T {
    try APIJSON.decoder().decode(T.self, from: Data(buffer: response.body))
}

/// A booking feature that says landmarks 1 and 3 are full on some night of
/// any stay (with the prices `asked` holds), and refuses a check-in in 2020
/// as past.
private struct BookingFeature: LandmarkExtension, StaySearch {
    var asked: Asked?
    let actions: [LandmarkAction] = []
    var staySearch: (any StaySearch)? { self }

    func campsitesChanged(landmarkID: Int, to campsites: Int, on transaction: any Database) async throws -> [String] {
        []
    }

    func findings(for stay: StayQuery) async throws -> StayFindings {
        asked?.questions.withLock { $0.append("\(stay.checkIn) \(stay.checkOut) \(stay.guests)") }
        if stay.checkIn.parts.year == 2020 {
            throw Problem.unprocessable([FieldIssue(field: "checkIn", message: "Check-in cannot be in the past.")])
        }
        return StayFindings(
            full: asked?.full.withLock { $0 } ?? [1, 3], nightlyFees: asked?.fees.withLock { $0 } ?? [:])
    }

    func bookingLocation(landmarkID: Int, for stay: StayQuery) -> Location {
        Location(
            path: "/book/\(landmarkID)",
            query: [.init("checkIn", stay.checkIn.iso), .init("checkOut", stay.checkOut.iso)])
    }

    func nextNights(at landmarkID: Int) async throws -> [NightGlance] {
        [
            NightGlance(label: "Mon 7 Dec", free: 2, pick: Location(path: "/pick/\(landmarkID)/7")),
            NightGlance(label: "Tue 8 Dec", free: 0, pick: nil),
        ]
    }
}

private func bookingFeature(asked: Asked? = nil) -> BookingFeature { BookingFeature(asked: asked) }

/// What the search by dates was asked, in order, and what it answers.
private final class Asked: Sendable {
    let questions = Mutex<[String]>([])
    let full = Mutex<Set<Int>>([1, 3])
    /// By landmark: what a night costs at the site the party would get.
    let fees = Mutex<[Int: Int]>([:])
}

@Suite struct DateSearchTests {
    @Test func aSearchByDatesLeavesOutFullLandmarksAndPricesTheStayAsTheBookingFeatureSays() async throws {
        let asked = Asked()
        // At landmark 2 the party would get a dearer site than a tent site.
        asked.fees.withLock { $0 = [2: 9900] }
        try await TestApp(extensions: [bookingFeature(asked: asked)]).test { client in
            let all = try await client.execute(uri: "/api/v1/landmarks?perPage=100", method: .get) { response in
                try decode(Page<LandmarkDTO>.self, response)
            }
            #expect(all.items.allSatisfy { $0.stayTotalCents == nil })
            try await client.execute(
                uri: "/api/v1/landmarks?perPage=100&checkIn=2030-01-10&checkOut=2030-01-13&guests=2", method: .get
            ) { response in
                #expect(response.status == .ok)
                let page = try decode(Page<LandmarkDTO>.self, response)
                let ids = Set(page.items.map(\.id))
                #expect(!ids.contains(1) && !ids.contains(3))
                #expect(page.total == all.items.filter { $0.id != 1 && $0.id != 3 && $0.campsiteCount > 0 }.count)
                #expect(page.items.first { $0.id == 2 }?.stayTotalCents == 9900 * 3)
                // Where it says nothing, the landmark's own (tent) fee.
                #expect(page.items.filter { $0.id != 2 }.allSatisfy { $0.stayTotalCents == $0.nightlyFeeCents * 3 })
            }
        }
        #expect(Set(asked.questions.withLock { $0 }) == ["2030-01-10 2030-01-13 2"])
    }

    @Test func datesWithSpacesAroundThemAskTheSameQuestion() async throws {
        let asked = Asked()
        try await TestApp(extensions: [bookingFeature(asked: asked)]).test { client in
            // A space, a tab and a no-break space around what was typed.
            let uri = "/api/v1/landmarks?checkIn=%202030-01-10%09&checkOut=%C2%A02030-01-13&guests=2"
            try await client.execute(uri: uri, method: .get) { response in
                #expect(response.status == .ok)
            }
            try await client.execute(uri: "/api/v1/landmarks?checkIn=2030-01-10%20x&checkOut=2030-01-13", method: .get)
            {
                response in
                #expect(response.status == .unprocessableContent)
                let problem = try decode(Problem.self, response)
                #expect(problem.errors?.map(\.field) == ["checkIn"])
            }
        }
        #expect(Set(asked.questions.withLock { $0 }) == ["2030-01-10 2030-01-13 2"])
    }

    @Test func aSearchAskedAgainAsksTheBookingFeatureAgainAndChangesWithWhatItFindsFull() async throws {
        let asked = Asked()
        try await TestApp(extensions: [bookingFeature(asked: asked)]).test { client in
            let uri = "/api/v1/landmarks?perPage=100&checkIn=2030-01-10&checkOut=2030-01-13&guests=2"
            let found = { @Sendable (response: TestResponse) throws -> [Int: Int?] in
                #expect(response.status == .ok)
                #expect(response.headers[.cacheControl]?.contains("private") == true)
                let page = try decode(Page<LandmarkDTO>.self, response)
                return Dictionary(uniqueKeysWithValues: page.items.map { ($0.id, $0.stayTotalCents) })
            }
            let first = try await client.execute(uri: uri, method: .get) { try found($0) }
            let askedBefore = asked.questions.withLock { $0.count }
            #expect(try await client.execute(uri: uri, method: .get) { try found($0) } == first)
            #expect(asked.questions.withLock { $0.count } == askedBefore + 1)
            // A cancellation frees landmark 3: the same question now finds it.
            asked.full.withLock { $0 = [1] }
            let later = try await client.execute(uri: uri, method: .get) { try found($0) }
            #expect(first[3] == nil)
            #expect(later[3] != nil)
            #expect(later.count == first.count + 1)
            // The cheaper site at landmark 2 is taken: the same question now
            // prices the stay there at the dearer one.
            asked.fees.withLock { $0 = [2: 9900] }
            let dearer = try await client.execute(uri: uri, method: .get) { try found($0) }
            #expect(dearer[2] == 9900 * 3)
            #expect(dearer.count == later.count)
        }
    }

    @Test func datesThatAreNotDatesAreNamedWithoutAskingTheBookingFeature() async throws {
        let asked = Asked()
        try await TestApp(extensions: [bookingFeature(asked: asked)]).test { client in
            try await client.execute(
                uri: "/api/v1/landmarks?checkIn=soon&checkOut=2030-02-30&guests=2", method: .get
            ) { response in
                #expect(response.status == .unprocessableContent)
                let problem = try decode(Problem.self, response)
                #expect(problem.errors?.map(\.field) == ["checkIn", "checkOut"])
                #expect(
                    problem.errors?.first?.message
                        == "Check-in must be a real date, such as 24 Dec 2026.")
            }
        }
        #expect(asked.questions.withLock { $0 }.isEmpty)
    }

    @Test func aStayTheBookingRulesRefuseIsA422NamingTheField() async throws {
        try await TestApp(extensions: [bookingFeature()]).test { client in
            try await client.execute(
                uri: "/api/v1/landmarks?checkIn=2020-01-10&checkOut=2030-01-13&category=volcano", method: .get
            ) {
                response in
                #expect(response.status == .unprocessableContent)
                let problem = try decode(Problem.self, response)
                #expect(Set(problem.errors?.map(\.field) ?? []) == ["checkIn", "category"])
            }
        }
    }

    @Test func withoutAFeatureThatBooksDatesAreRefusedButTheListStillAnswers() async throws {
        try await TestApp().test { client in
            try await client.execute(uri: "/api/v1/landmarks?checkIn=2030-01-10&checkOut=2030-01-13", method: .get) {
                response in
                #expect(response.status == .unprocessableContent)
                let problem = try decode(Problem.self, response)
                #expect(problem.errors?.first?.message == "This site takes no bookings, so it cannot search by dates.")
            }
            // Guests alone (a form's default) ask for no dates.
            try await client.execute(uri: "/api/v1/landmarks?guests=1", method: .get) { response in
                #expect(response.status == .ok)
            }
            // The API refuses a value sent empty, naming each (the contract
            // says so; a page's blank field is a different matter).
            try await client.execute(uri: "/api/v1/landmarks?checkIn=&checkOut=&guests=1", method: .get) { response in
                #expect(response.status == .unprocessableContent)
                let problem = try decode(Problem.self, response)
                #expect(problem.errors?.map(\.field) == ["checkIn", "checkOut"])
            }
            try await client.execute(uri: "/landmarks", method: .get) { response in
                #expect(!String(buffer: response.body).contains(#"name="checkIn""#))
            }
        }
    }

    @Test func sortsByPriceAndByDistanceFromALandmark() async throws {
        try await TestApp().test { client in
            let byPrice = try await client.execute(uri: "/api/v1/landmarks?perPage=100&sort=price", method: .get) {
                response in
                try decode(Page<LandmarkDTO>.self, response).items
            }
            #expect(byPrice.map(\.nightlyFeeCents) == byPrice.map(\.nightlyFeeCents).sorted())
            #expect(Set(byPrice.map(\.nightlyFeeCents)).count > 1)
            let nearest = try await client.execute(
                uri: "/api/v1/landmarks?perPage=100&sort=nearest&near=5", method: .get
            ) {
                response in try decode(Page<LandmarkDTO>.self, response).items
            }
            let origin = try #require(nearest.first)
            #expect(origin.id == 5)
            let distances = nearest.map {
                hypot(
                    $0.latitude - origin.latitude, ($0.longitude - origin.longitude) * cos(origin.latitude * .pi / 180))
            }
            // Flat-earth distances agree with the great circle on the order of
            // places far apart; check the first and the last thirds.
            #expect(distances[1] <= distances[distances.count - 1])
            #expect(distances.prefix(5).max()! < distances.suffix(5).min()!)
        }
    }

    @Test(arguments: [
        ("sort=nearest", "near"), ("sort=nearest&near=999999", "near"), ("sort=cheapest", "sort"), ("near=3", "near"),
        ("sort=nearest&near=x", "near"),
    ])
    func anOrderThatCannotBeFollowedIsA422(_ query: String, _ field: String) async throws {
        try await TestApp().test { client in
            try await client.execute(uri: "/api/v1/landmarks?\(query)", method: .get) { response in
                #expect(response.status == .unprocessableContent)
                let problem = try decode(Problem.self, response)
                #expect(problem.errors?.map(\.field) == [field])
            }
        }
    }

    @Test func theListPageSearchesByDatesAndLinksEachCardToBookThoseNights() async throws {
        try await TestApp(extensions: [bookingFeature()]).test { client in
            try await client.execute(
                uri: "/landmarks?checkIn=2030-01-10&checkOut=2030-01-13&guests=2&sort=price", method: .get
            ) {
                response in
                #expect(response.status == .ok)
                let html = String(buffer: response.body)
                #expect(html.contains(#"name="checkIn" value="2030-01-10""#))
                #expect(html.contains("with a campsite free for Thu 10 Jan – Sun 13 Jan 2030 (3 nights)"))
                #expect(
                    html.components(separatedBy: #"?checkIn=2030-01-10&amp;checkOut=2030-01-13">Book these nights"#)
                        .count == 13)
                #expect(html.contains(" for 3 nights</strong>"))
                #expect(!html.contains(#"href="/book/1?"#) && !html.contains(#"href="/book/3?"#))
                #expect(html.contains(#"<option value="price" selected>"#))
            }
            // The form sends every field; empty dates and the default party search no dates.
            try await client.execute(
                uri: "/landmarks?q=&category=lake&checkIn=&checkOut=&guests=1&sort=name", method: .get
            ) {
                response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body).contains(#"id="result-count">"#))
                #expect(!String(buffer: response.body).contains("form-error"))
            }
            try await client.execute(uri: "/landmarks?checkIn=2020-01-10&checkOut=2030-01-13", method: .get) {
                response in
                #expect(response.status == .badRequest)
                let html = String(buffer: response.body)
                // Said once, in the summary that takes focus, the item the field points at.
                #expect(html.contains(#"id="form-error">This search needs one change:"#))
                #expect(html.contains(#"autofocus>"#))
                #expect(
                    html.contains(##"<li id="checkIn-error"><a href="#checkIn">Check-in cannot be in the past.</a>"##))
                #expect(html.components(separatedBy: "Check-in cannot be in the past.").count == 2)
                #expect(!html.contains("No landmarks match"))
                #expect(
                    html.contains(
                        #"id="checkIn" name="checkIn" value="2020-01-10" aria-describedby="checkIn-error""#
                            + #" aria-invalid="true""#
                    ))
            }
        }
    }

    @Test func aLandmarksPageShowsTheNightsAheadAtAGlanceEachFreeOneAPick() async throws {
        try await TestApp(extensions: [bookingFeature()]).test { client in
            try await client.execute(uri: "/landmarks/4", method: .get) { response in
                let html = String(buffer: response.body)
                #expect(html.contains("A campsite is free on 1 of the next 2 nights."))
                #expect(
                    html.contains(
                        #"<li class="open"><a href="/pick/4/7"><span class="night-date">Mon 7 Dec</span> 2"#
                            + #" free</a></li>"#
                    ))
                #expect(html.contains(#"<li class="full"><span class="night-date">Tue 8 Dec</span> Full</li>"#))
            }
        }
        try await TestApp().test { client in
            try await client.execute(uri: "/landmarks/4", method: .get) { response in
                #expect(!String(buffer: response.body).contains("next-nights"))
            }
        }
    }
}
