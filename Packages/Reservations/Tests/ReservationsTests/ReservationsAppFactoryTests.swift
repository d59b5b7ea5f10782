import Foundation
import FluentKit
import HummingbirdTesting
import Reservations
import Testing

@Suite struct ReservationsAppFactoryTests {
    @Test func itOffersMyReservationsInTheMenuAndBookingOnEveryLandmark() async throws {
        let app = try await TestApp()
        let entry = try #require(app.factory.makeAppView())
        #expect(entry.title == "My reservations")
        #expect(entry.location.href == "/reservations")
        let actions = ReservationsAppFactory.makeLandmarkActions()
        #expect(actions.map(\.title) == ["Book a campsite", "See availability"])
        #expect(actions.map { $0.location(7).href } == ["/landmarks/7/book", "/landmarks/7/availability"])
        #expect(!app.factory.makeMigrations().isEmpty)
        // Both actions lead to pages this feature serves.
        try await app.test { client in
            let visitor = Visitor(client)
            let availability = try await visitor.get("/landmarks/2/availability")
            let booking = try await visitor.get("/landmarks/2/book")
            #expect(availability.status == .ok)
            #expect(booking.status == .ok)
        }
    }

    @Test func deletingAnAccountDeletesItsReservationsAndFreesTheirNights() async throws {
        let app = try await TestApp()
        let cleanup = app.factory.makeAccountCleanup()
        let database = app.database
        try await app.test { client in
            let ada = Visitor(client), grace = Visitor(client)
            let stay = #"{"landmarkId": 2, "checkIn": "2026-12-01", "checkOut": "2026-12-03", "guests": 1}"#
            #expect(try await ada.post("/api/v1/reservations", json: stay).status == .created)
            #expect(try await grace.post("/api/v1/reservations", json: stay).status == .conflict)

            try await database().transaction { transaction in try await cleanup(try #require(ada.id), transaction) }

            #expect(try await ada.get("/api/v1/reservations").text == "[]")
            #expect(try await grace.post("/api/v1/reservations", json: stay).status == .created)
        }
    }
}
