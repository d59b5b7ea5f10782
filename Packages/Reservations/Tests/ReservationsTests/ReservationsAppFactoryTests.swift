import API
import FluentKit
import Foundation
import HummingbirdTesting
import Reservations
import ReservationsDomain
import Testing

@Suite struct ReservationsAppFactoryTests {
    @Test func itOffersMyReservationsInTheMenuAndBookingOnEveryLandmark() async throws {
        let app = try await TestApp()
        let entry = try #require(app.factory.makeAppView())
        #expect(entry.title == "My trips")
        #expect(entry.audience == .signedIn)
        #expect(entry.location.href == "/reservations")
        let actions = app.factory.staysAtLandmarks.bookingLinks
        #expect(actions.map(\.title) == ["Book a campsite", "Choose a site", "Type your dates"])
        #expect(
            actions.map { $0.location(7).href } == [
                "/landmarks/7/availability", "/landmarks/7/availability/sites", "/landmarks/7/book",
            ])
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

    @Test func theSearchByDatesItOffersNamesFullLandmarksAndRefusesStaysTheRulesRefuse() async throws {
        let app = try await TestApp()
        let stays = app.factory.staysAtLandmarks
        #expect(
            stays.bookingLocation(landmarkID: 7, checkIn: day("2026-12-01"), checkOut: day("2026-12-03"), guests: 3)
                .href == "/landmarks/7/book?checkIn=2026-12-01&checkOut=2026-12-03&guests=3")
        try await app.test { client in
            let ada = Visitor(client)
            let stay = #"{"landmarkId": 2, "checkIn": "2026-12-01", "checkOut": "2026-12-03", "guests": 1}"#
            #expect(try await ada.post("/api/v1/reservations", json: stay).status == .created)
            #expect(
                try await stays.search(checkIn: day("2026-12-02"), checkOut: day("2026-12-05"), guests: 3).full == [2]
            )
            #expect(
                try await stays.search(checkIn: day("2026-12-03"), checkOut: day("2026-12-05"), guests: 1)
                    == DateSearchAnswer(full: [], nightlyFees: [1: 3500, 2: 2250, 3: 4000, 5: 2000]))
            // Example Meadow's sites take six: a party of seven fits none of them.
            // At Priced Pines it fits the RV site only, at that site's fee.
            let seven = try await stays.search(checkIn: day("2026-12-03"), checkOut: day("2026-12-05"), guests: 7)
            #expect(seven.full == [1])
            #expect(seven.nightlyFees[5] == 4500)
            // Today is 22 November: the glance starts there, and a full night is no pick.
            let glance = try await stays.nextNights(at: 2)
            #expect(glance.count == 14)
            #expect(glance.first?.label == "Sun 22 Nov")
            #expect(glance.first?.pick?.href == "/landmarks/2/availability?month=2026-11&checkIn=2026-11-22")
            // Ada holds the one campsite on the nights of 1 and 2 December.
            let full = glance.filter { $0.free == 0 }
            #expect(full.map(\.label) == ["Tue 1 Dec", "Wed 2 Dec"])
            #expect(full.allSatisfy { $0.pick == nil })
            do {
                _ = try await stays.search(checkIn: day("2020-01-01"), checkOut: day("2020-01-02"), guests: 41)
                Issue.record("a stay in the past was searched")
            } catch let problem as Problem {
                #expect(problem.status == 422)
                #expect(problem.errors?.map(\.field) == ["checkIn", "guests"])
            }
        }
    }

    @Test func deletingAnAccountDeletesItsReservationsAndFreesTheirNights() async throws {
        let app = try await TestApp()
        let factory = app.factory
        let database = app.database
        try await app.test { client in
            let ada = Visitor(client)
            let grace = Visitor(client)
            let stay = #"{"landmarkId": 2, "checkIn": "2026-12-01", "checkOut": "2026-12-03", "guests": 1}"#
            #expect(try await ada.post("/api/v1/reservations", json: stay).status == .created)
            #expect(try await grace.post("/api/v1/reservations", json: stay).status == .conflict)

            let id = try #require(ada.id)
            try await database().transaction { transaction in try await factory.deleteStays(of: id, on: transaction) }

            #expect(try await ada.get("/api/v1/reservations").text == "[]")
            #expect(try await grace.post("/api/v1/reservations", json: stay).status == .created)
        }
    }

    @Test func itReadsItsStayLimitFromItsOwnNamespaceAndOffersANightCounterCheck() async throws {
        let app = try await TestApp(settings: ["reservations.upcomingStaysPerAccount": 1])
        let checks = app.factory.makeConsistencyChecks()
        try await app.test { client in
            let ada = Visitor(client)
            let first = #"{"landmarkId": 1, "checkIn": "2026-12-01", "checkOut": "2026-12-03", "guests": 1}"#
            let second = #"{"landmarkId": 3, "checkIn": "2026-12-10", "checkOut": "2026-12-11", "guests": 1}"#
            #expect(try await ada.post("/api/v1/reservations", json: first).status == .created)
            let refused = try await ada.post("/api/v1/reservations", json: second)
            #expect(refused.status == .conflict)
            #expect(refused.text.contains("1 upcoming stay"))
            // The database closes when the client is done: the check runs before.
            #expect(checks.map(\.name) == ["night counters"])
            let outcome = try await checks[0].run(false)
            #expect(outcome.agree)
            #expect(
                outcome.lines == [
                    "every night's campsite counter agrees with the confirmed reservations",
                    "every confirmed stay holds its own site on each of its nights, and nothing else does",
                ])
        }
    }
}

/// The day written `text`, which the test knows exists.
private func day(_ text: String) -> Day { Day(iso: text)! }
