import FluentSQL
import Foundation
import HummingbirdTesting
import Testing

@Suite struct AlertPagesTests {
    @Test func aFullNightOnTheCalendarLeadsToAReviewOfferingAnAlertThatMyAlertsListsAndEnds() async throws {
        try await TestApp().test { client in
            let ada = Visitor(client)
            let grace = Visitor(client)
            // Tiny Ridge's one campsite is Ada's on the 1st and 2nd of December.
            #expect(
                try await ada.book(
                    "/landmarks/2/book", form: [("checkIn", "2026-12-01"), ("checkOut", "2026-12-03"), ("guests", "2")]
                ).status == .seeOther)
            // The calendar's full night leads to its review, which offers the alert.
            let calendar = try await grace.get("/landmarks/2/availability?month=2026-12").text
            #expect(
                calendar.contains(
                    #"<a href="/landmarks/2/book?checkIn=2026-12-01&amp;checkOut=2026-12-02" data-role="full">"#))
            let review = try await grace.get("/landmarks/2/book?checkIn=2026-11-30&checkOut=2026-12-04&guests=3").text
            #expect(review.contains("Tell me when a campsite frees up for these nights"))
            #expect(review.contains(#"<input type="hidden" name="checkIn" value="2026-11-30">"#))
            // A free stay's review offers none.
            #expect(
                !(try await grace.get("/landmarks/2/book?checkIn=2026-12-05&checkOut=2026-12-06").text)
                    .contains("watch-form"))
            let made = try await grace.post(
                "/alerts",
                form: [("landmarkId", "2"), ("checkIn", "2026-11-30"), ("checkOut", "2026-12-04"), ("guests", "3")])
            #expect(made.status == .seeOther)
            #expect(made.headers[.location] == "/alerts?notice=watching")
            let alerts = try await grace.get("/alerts?notice=watching").text
            #expect(alerts.contains("Alert made: we will mail you when a campsite frees up for these nights."))
            #expect(alerts.contains("Mon 30 Nov – Fri 4 Dec 2026, 4 nights"))
            #expect(alerts.contains("3 guests"))
            #expect(
                alerts.contains(#"href="/landmarks/2/book?checkIn=2026-11-30&amp;checkOut=2026-12-04&amp;guests=3""#))
            #expect(try await ada.get("/alerts").text.contains(#"id="no-alerts""#))
            let end = try #require(alerts.firstMatch(of: /action="(\/alerts\/[0-9a-f-]+\/end)"/)).1
            #expect(try await ada.post(String(end), form: []).status == .notFound)
            let ended = try await grace.post(String(end), form: [])
            #expect(ended.headers[.location] == "/alerts?notice=ended")
            #expect(try await grace.get("/alerts").text.contains(#"id="no-alerts""#))
        }
    }

    @Test func anAlertForAStayThatFreedUpSinceLeadsToTheFormAndABadOneSaysWhy() async throws {
        try await TestApp().test { client in
            let grace = Visitor(client)
            let free = try await grace.post(
                "/alerts",
                form: [("landmarkId", "2"), ("checkIn", "2026-12-05"), ("checkOut", "2026-12-06"), ("guests", "2")])
            #expect(free.status == .seeOther)
            #expect(free.headers[.location] == "/landmarks/2/book?checkIn=2026-12-05&checkOut=2026-12-06&guests=2")
            let bad = try await grace.post(
                "/alerts",
                form: [("landmarkId", "2"), ("checkIn", "2026-10-05"), ("checkOut", "2026-12-06"), ("guests", "2")])
            #expect(bad.status == .unprocessableContent)
            #expect(bad.text.contains("Check-in cannot be in the past"))
            #expect(try await grace.get("/alerts").text.contains(#"id="no-alerts""#))
            let stranger = try await Visitor(client, id: nil).post(
                "/alerts",
                form: [("landmarkId", "2"), ("checkIn", "2026-12-05"), ("checkOut", "2026-12-06"), ("guests", "2")])
            #expect(stranger.status == .seeOther)
            #expect(stranger.headers[.location]?.hasPrefix("/login") == true)
        }
    }

    @Test func theUnsubscribeLinkAsksThenEndsTheAlertSignedOutOnce() async throws {
        let app = try await TestApp()
        let sql = app.store.sql
        try await app.test { client in
            let ada = Visitor(client)
            let grace = Visitor(client)
            #expect(
                try await ada.book(
                    "/landmarks/2/book", form: [("checkIn", "2026-12-01"), ("checkOut", "2026-12-03"), ("guests", "2")]
                ).status == .seeOther)
            _ = try await grace.post(
                "/alerts",
                form: [("landmarkId", "2"), ("checkIn", "2026-12-01"), ("checkOut", "2026-12-02"), ("guests", "2")])
            let token = try #require(
                try await sql.raw("SELECT unsubscribe_token FROM stay_watches").first()?.decode(
                    column: "unsubscribe_token", as: String.self))
            let signedOut = Visitor(client, id: nil)
            let question = try await signedOut.get("/alerts/unsubscribe/\(token)")
            #expect(question.status == .ok)
            #expect(question.text.contains("End this availability alert?"))
            // Opening the link ended nothing.
            #expect(try await grace.get("/alerts").text.contains("Tue 1 Dec – Wed 2 Dec 2026"))
            let ended = try await signedOut.post("/alerts/unsubscribe/\(token)", form: [])
            #expect(ended.text.contains("You will get no more mails about Tue 1 Dec – Wed 2 Dec 2026, 1 night at"))
            #expect(try await grace.get("/alerts").text.contains(#"id="no-alerts""#))
            #expect(
                try await signedOut.post("/alerts/unsubscribe/\(token)", form: []).text.contains(
                    "This alert has already ended"))
            #expect(try await signedOut.get("/alerts/unsubscribe/not-a-token").status == .notFound)
        }
    }
}
