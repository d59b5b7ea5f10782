import API
import Foundation
import HummingbirdTesting
import Reservations
import ReservationsApi
import Testing

private func decode<T: Decodable>(_ type: T.Type, _ response: TestResponse) throws -> T {
    try APIJSON.decoder().decode(type, from: Data(buffer: response.body))
}

private func stay(landmark: Int = 2, _ checkIn: String, _ checkOut: String, guests: Int = 2) -> String {
    #"{"landmarkId": \#(landmark), "checkIn": "\#(checkIn)", "checkOut": "\#(checkOut)", "guests": \#(guests)}"#
}

@Suite struct AlertsAPITests {
    @Test func aFullStayCanBeWatchedListedAndEndedByItsOwnerOnly() async throws {
        try await TestApp().test { client in
            let ada = Visitor(client)
            let grace = Visitor(client)
            // Landmark 2 has one campsite: Ada takes the 1st.
            #expect(
                try await ada.post("/api/v1/reservations", json: stay("2026-12-01", "2026-12-02")).status == .created)
            let made = try await grace.post("/api/v1/alerts", json: stay("2026-11-30", "2026-12-02", guests: 3))
            #expect(made.status == .created)
            let alert = try decode(AlertDTO.self, made)
            #expect(alert.landmarkId == 2 && alert.checkIn == "2026-11-30" && alert.nights == 2 && alert.guests == 3)
            // Asking again answers the same alert.
            let again = try await grace.post("/api/v1/alerts", json: stay("2026-11-30", "2026-12-02", guests: 3))
            #expect(try decode(AlertDTO.self, again).id == alert.id)
            #expect(try decode([AlertDTO].self, try await grace.get("/api/v1/alerts")).map(\.id) == [alert.id])
            #expect(try decode([AlertDTO].self, try await ada.get("/api/v1/alerts")).isEmpty)
            #expect(try await ada.delete("/api/v1/alerts/\(alert.id)").status == .notFound)
            #expect(try await grace.delete("/api/v1/alerts/\(alert.id)").status == .noContent)
            #expect(try await grace.delete("/api/v1/alerts/\(alert.id)").status == .notFound)
            #expect(try decode([AlertDTO].self, try await grace.get("/api/v1/alerts")).isEmpty)
        }
    }

    @Test func aBookableStayABadOneAPartyNoSiteTakesAndAStrangerAreRefusedWithProblems() async throws {
        try await TestApp().test { client in
            let grace = Visitor(client)
            let bookable = try await grace.post("/api/v1/alerts", json: stay("2026-12-05", "2026-12-06"))
            #expect(bookable.status == .conflict)
            #expect(try decode(Problem.self, bookable).detail?.contains("book it now") == true)
            let bad = try await grace.post("/api/v1/alerts", json: stay("2026-11-01", "2026-11-02", guests: 41))
            #expect(bad.status == .unprocessableContent)
            let fields = try decode(Problem.self, bad).errors?.map(\.field) ?? []
            #expect(Set(fields) == ["checkIn", "guests"])
            #expect(
                try await grace.post("/api/v1/alerts", json: stay(landmark: 99, "2026-12-05", "2026-12-06")).status
                    == .notFound)
            // Example Meadow's largest site takes six: a party of twelve would wait for ever.
            let unfit = try await grace.post(
                "/api/v1/alerts", json: stay(landmark: 1, "2026-12-05", "2026-12-06", guests: 12))
            #expect(unfit.status == .conflict)
            #expect(try decode(Problem.self, unfit).detail?.contains("No site here takes 12 guests") == true)
            let stranger = try await client.execute(uri: "/api/v1/alerts", method: .get)
            #expect(stranger.status == .unauthorized)
            #expect(try decode([AlertDTO].self, try await grace.get("/api/v1/alerts")).isEmpty)
        }
    }

    @Test func anAlertIsDescribedWithALinkThatFillsTheBookingFormAndOneThatEndsIt() async throws {
        let app = try await TestApp()
        let factory = app.factory
        try await app.test { _ in
            let event = try JSONDecoder().decode(
                StayWatchEvent.self,
                from: Data(
                    (#"{"watchID": "6F1C2A34-0000-4000-8000-000000000001", "#
                        + #""ownerID": "6F1C2A34-0000-4000-8000-000000000002", "landmarkID": 2, "#
                        + #""checkIn": "2026-12-01", "checkOut": "2026-12-03", "guests": 3, "#
                        + #""unsubscribeToken": "abc"}"#)
                        .utf8))
            let described = try #require(try await factory.describe(event))
            #expect(described.stayText.hasPrefix("Tue 1 Dec – Thu 3 Dec 2026"))
            #expect(described.bookingPath == "/landmarks/2/book?checkIn=2026-12-01&checkOut=2026-12-03&guests=3")
            #expect(described.unsubscribePath == "/alerts/unsubscribe/abc")
            #expect(described.alertsPath == "/alerts")
        }
    }
}
