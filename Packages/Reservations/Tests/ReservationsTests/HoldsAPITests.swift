import API
import Foundation
import HummingbirdTesting
import ReservationsApi
import Testing

private func decode<T: Decodable>(_ type: T.Type, _ response: TestResponse) throws -> T {
    try APIJSON.decoder().decode(type, from: Data(buffer: response.body))
}

/// Site A2 of Example Meadow for two nights in December, two people.
private let siteA2 =
    #"{"landmarkId": 1, "checkIn": "2026-12-01", "checkOut": "2026-12-03", "guests": 2, "siteNumber": "A2"}"#

@Suite struct HoldsAPITests {
    @Test func aHoldKeepsItsSiteFromOthersAndConfirmingBooksItOnceAtTheFeeItShowed() async throws {
        try await TestApp().test { client in
            let ada = Visitor(client)
            let bob = Visitor(client)
            let placed = try await ada.post("/api/v1/holds", json: siteA2)
            #expect(placed.status == .created)
            let hold = try decode(HoldDTO.self, placed)
            #expect(hold.siteNumber == "A2" && hold.nights == 2 && hold.secondsLeft == 900)
            #expect(hold.totalCents == hold.nightlyFeeCents * 2)
            #expect(hold.heldUntil == ISO8601DateFormatter().date(from: "2026-11-22T12:15:00Z"))

            let taken = try await bob.post("/api/v1/reservations", json: siteA2)
            #expect(taken.status == .conflict)
            #expect(try decode(Problem.self, taken).detail?.contains("Site A2 is taken") == true)
            #expect(try await bob.post("/api/v1/holds", json: siteA2).status == .conflict)
            #expect(try await bob.post("/api/v1/holds/\(hold.id)/confirm").status == .notFound)

            #expect(try decode([HoldDTO].self, try await ada.get("/api/v1/holds")) == [hold])
            let another = try await ada.post(
                "/api/v1/holds",
                json: #"{"landmarkId": 1, "checkIn": "2026-12-10", "checkOut": "2026-12-11", "guests": 2}"#)
            #expect(another.status == .conflict)
            #expect(try decode(Problem.self, another).detail?.contains("already holding site A2") == true)

            let confirmed = try await ada.post("/api/v1/holds/\(hold.id)/confirm")
            #expect(confirmed.status == .created)
            let reservation = try decode(ReservationDTO.self, confirmed)
            #expect(reservation.id == hold.id && reservation.confirmationCode == hold.confirmationCode)
            #expect(reservation.totalCents == hold.totalCents && reservation.siteNumber == "A2")
            #expect(reservation.status == "confirmed")
            #expect(try decode([HoldDTO].self, try await ada.get("/api/v1/holds")).isEmpty)
            #expect(try await ada.post("/api/v1/holds/\(hold.id)/confirm").status == .notFound)
            let mine = try decode([ReservationDTO].self, try await ada.get("/api/v1/reservations"))
            #expect(mine.map(\.id) == [hold.id])
        }
    }

    @Test func aHoldConfirmedAfterFifteenMinutesBooksNothingAndItsSiteIsFreeForOthers() async throws {
        let app = try await TestApp()
        let clock = app.clock
        try await app.test { client in
            let ada = Visitor(client)
            let hold = try decode(HoldDTO.self, try await ada.post("/api/v1/holds", json: siteA2))
            clock.advance(minutes: 14)
            #expect(try decode([HoldDTO].self, try await ada.get("/api/v1/holds")).first?.secondsLeft == 60)
            clock.advance(minutes: 1)
            let late = try await ada.post("/api/v1/holds/\(hold.id)/confirm")
            #expect(late.status == .conflict)
            #expect(try decode(Problem.self, late).detail?.contains("time to confirm ran out") == true)
            #expect(try decode([ReservationDTO].self, try await ada.get("/api/v1/reservations")).isEmpty)
            #expect(try decode([HoldDTO].self, try await ada.get("/api/v1/holds")).isEmpty)
            let bob = Visitor(client)
            #expect(try await bob.post("/api/v1/reservations", json: siteA2).status == .created)
        }
    }

    @Test func lettingAHoldGoFreesItsSiteAtOnceAndOnce() async throws {
        try await TestApp().test { client in
            let ada = Visitor(client)
            let hold = try decode(HoldDTO.self, try await ada.post("/api/v1/holds", json: siteA2))
            #expect(try await Visitor(client).delete("/api/v1/holds/\(hold.id)").status == .notFound)
            #expect(try await ada.delete("/api/v1/holds/\(hold.id)").status == .noContent)
            #expect(try await ada.delete("/api/v1/holds/\(hold.id)").status == .notFound)
            #expect(try await Visitor(client).post("/api/v1/reservations", json: siteA2).status == .created)
        }
    }

    @Test func aHoldIsAskedAsABookingIsAndRefusedTheSameWays() async throws {
        try await TestApp().test { client in
            #expect(try await Visitor(client, id: nil).post("/api/v1/holds", json: siteA2).status == .unauthorized)
            #expect(try await Visitor(client, id: nil).get("/api/v1/holds").status == .unauthorized)
            let ada = Visitor(client)
            let invalid = try await ada.post(
                "/api/v1/holds", json: #"{"landmarkId": 1, "checkIn": "2026-12-03", "checkOut": "2026-12-01"}"#)
            #expect(invalid.status == .unprocessableContent)
            #expect(try decode(Problem.self, invalid).errors?.map(\.field).contains("checkOut") == true)
            let early = try await ada.post(
                "/api/v1/holds",
                json: #"{"landmarkId": 1, "checkIn": "2027-05-22", "checkOut": "2027-05-24", "guests": 2}"#)
            #expect(early.status == .conflict)
            #expect(try decode(Problem.self, early).opensAt == "2026-11-23T10:00:00Z")
            #expect(try await ada.post("/api/v1/holds/not-an-id/confirm").status == .badRequest)
            #expect(try decode([HoldDTO].self, try await ada.get("/api/v1/holds")).isEmpty)
        }
    }

    @Test func askingForHoldsTooOftenIsAnsweredWith429AndRetryAfterUntilTheMinuteEnds() async throws {
        let app = try await TestApp(settings: ["reservations.holdsPerAccountPerMinute": 2])
        let clock = app.clock
        try await app.test { client in
            let ada = Visitor(client)
            // A malformed ask is not counted; one the store refuses is:
            // the hold and a second ask (refused: she holds one) use her share.
            let malformed = #"{"landmarkId": 1, "checkIn": "2026-12-03", "checkOut": "2026-12-01", "guests": 2}"#
            #expect(try await ada.post("/api/v1/holds", json: malformed).status == .unprocessableContent)
            let first = try await ada.post("/api/v1/holds", json: siteA2)
            #expect(first.status == .created)
            #expect(try await ada.post("/api/v1/holds", json: siteA2).status == .conflict)
            let third = try await ada.post("/api/v1/holds", json: siteA2)
            #expect(third.status == .tooManyRequests)
            #expect(third.headers[.retryAfter] == "60")
            #expect(
                try decode(Problem.self, third).detail
                    == "Too many tries to hold a site in a short time: try again in 60 seconds.")
            // Someone else is not held back by her asks.
            let other = #"{"landmarkId": 1, "checkIn": "2026-12-10", "checkOut": "2026-12-11", "guests": 2}"#
            #expect(try await Visitor(client).post("/api/v1/holds", json: other).status == .created)
            clock.advance(minutes: 1)
            #expect(try await ada.post("/api/v1/holds", json: siteA2).status == .conflict)
        }
    }
}
