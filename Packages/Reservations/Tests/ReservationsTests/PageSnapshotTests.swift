import APIServerTesting
import Testing

/// Every Reservations page in its main states, checked against its recorded
/// HTML (ADR 0118): `__Snapshots__/PageSnapshotTests/` holds one text file
/// per state, so a template change shows as a line diff in review.
@Suite struct PageSnapshotTests {
    private let stay = [
        ("checkIn", "2026-12-01"), ("checkOut", "2026-12-03"), ("guests", "2"), ("notes", "By the river"),
    ]

    @Test func theBookingPagesFromTheEmptyFormToACancelledTrip() async throws {
        try await TestApp().test { client in
            let ada = Visitor(client)
            PageSnapshot.check(try await ada.get("/reservations").text, named: "my-trips-empty")
            PageSnapshot.check(try await ada.get("/landmarks/1/book").text, named: "form-empty")
            PageSnapshot.check(
                try await ada.get("/landmarks/1/book?checkIn=2026-12-01&checkOut=2026-12-03&guests=3").text,
                named: "review")
            let refused = try await ada.post(
                "/landmarks/1/book", form: [("checkIn", "2026-12-03"), ("checkOut", "2026-12-01"), ("guests", "41")])
            PageSnapshot.check(refused.text, named: "form-with-messages")

            let booked = try await ada.book("/landmarks/2/book", form: stay)
            let trip = try #require(booked.location)
            PageSnapshot.check(try await ada.get(trip).text, named: "trip-booked")
            // Tiny <Ridge> has one campsite, now taken on both nights.
            PageSnapshot.check(
                try await ada.get("/landmarks/2/book?checkIn=2026-12-01&checkOut=2026-12-03").text,
                named: "review-with-full-nights")
            PageSnapshot.check(try await ada.get("/reservations").text, named: "my-trips-upcoming")
            PageSnapshot.check(
                try await ada.get("/landmarks/2/availability/sites?from=2026-11-30").text, named: "sites-by-night")
            let grace = Visitor(client)
            PageSnapshot.check(try await grace.get("/alerts").text, named: "my-alerts-empty")
            _ = try await grace.post(
                "/alerts",
                form: [("landmarkId", "2"), ("checkIn", "2026-12-01"), ("checkOut", "2026-12-03"), ("guests", "2")])
            PageSnapshot.check(
                try await grace.get("/alerts?notice=watching").text.replacing(/[0-9a-f-]{36}/, with: "{id}"),
                named: "my-alerts-watching")
            PageSnapshot.check(
                try await grace.get("/alerts/unsubscribe/" + String(repeating: "x", count: 43)).text,
                named: "unsubscribe-asks-first")
            let tripPath = String(trip.prefix { $0 != "?" })
            PageSnapshot.check(try await ada.get(tripPath + "/cancel").text, named: "cancel-asks-first")
            _ = try await ada.post(tripPath + "/cancel", form: [])
            PageSnapshot.check(try await ada.get(tripPath).text, named: "trip-cancelled")
        }
    }

    @Test func aHoldOpenOnItsPageInMyTripsAndOnTheGridThenRunOut() async throws {
        let app = try await TestApp()
        let clock = app.clock
        try await app.test { client in
            let ada = Visitor(client)
            let held = try await ada.hold(
                "/landmarks/1/book",
                form: [("checkIn", "2026-12-01"), ("checkOut", "2026-12-03"), ("guests", "2"), ("siteNumber", "A2")])
            let page = try #require(held.location)
            let anyID = { (html: String) in html.replacing(/[0-9a-f-]{36}/, with: "{id}") }
            PageSnapshot.check(anyID(try await ada.get(page).text), named: "hold-open")
            PageSnapshot.check(anyID(try await ada.get("/reservations").text), named: "my-trips-holding")
            PageSnapshot.check(
                try await ada.get("/landmarks/1/availability/sites?from=2026-11-30").text, named: "sites-by-night-held")
            clock.advance(minutes: 15)
            PageSnapshot.check(anyID(try await ada.get(page).text), named: "hold-ran-out")
        }
    }

    @Test func theCalendarSignedOutAndWithACheckInChosen() async throws {
        try await TestApp().test { client in
            let nobody = Visitor(client, id: nil)
            PageSnapshot.check(
                try await nobody.get("/landmarks/1/availability?month=2026-12").text, named: "calendar-signed-out")
            let ada = Visitor(client)
            PageSnapshot.check(
                try await ada.get("/landmarks/1/availability?month=2026-12&checkIn=2026-12-05").text,
                named: "calendar-with-check-in")
            PageSnapshot.check(
                try await ada.get("/landmarks/1/availability?month=December").text, named: "calendar-bad-month")
        }
    }
}
