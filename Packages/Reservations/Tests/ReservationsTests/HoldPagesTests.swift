import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// The booking pages with holds (issue 48): Hold this site on the review
/// keeps the site, the hold's page shows what Confirm books and the time
/// left, and a hold that runs out or is let go books nothing.
@Suite struct HoldPagesTests {
    private let stay = [("checkIn", "2026-12-01"), ("checkOut", "2026-12-03"), ("guests", "2"), ("siteNumber", "A2")]

    /// The hold's page a form's Hold this site led to.
    private func holdPage(_ answer: TestResponse) throws -> String {
        #expect(answer.status == .seeOther)
        let page = try #require(answer.location)
        #expect(page.firstMatch(of: /^\/holds\/[0-9a-f-]{36}$/) != nil, "\(page)")
        return page
    }

    @Test func holdThisSiteShowsTheHoldWithItsTimeLeftAndConfirmBooksExactlyWhatItShows() async throws {
        try await TestApp().test { client in
            let ada = Visitor(client)
            let page = try holdPage(try await ada.hold("/landmarks/1/book", form: stay))
            let held = try await ada.get(page)
            #expect(held.status == .ok)
            #expect(held.text.contains("<h1>Confirm your stay at Example Meadow</h1>"))
            #expect(held.text.contains(#"<strong id="held-until">12:15 p.m. GMT</strong>"#))
            #expect(held.text.contains(#"<span id="time-left">15 minutes</span> left"#))
            #expect(held.text.contains(#"<dd id="site">A2: tent"#))
            #expect(held.text.contains(#"<time datetime="2026-12-01">Tue 1 Dec 2026</time>"#))
            #expect(held.text.contains(#"$35 a night × 2 nights = <strong id="total">$70</strong>"#))
            #expect(held.text.contains("Confirm and book for $70"))
            // Nothing is booked yet, and My trips leads back to the hold.
            let trips = try await ada.get("/reservations").text
            #expect(trips.contains("Nothing booked yet."))
            #expect(trips.contains(#"<a href="\#(page)" id="open-hold">"#))

            let booked = try await ada.post(page + "/confirm", form: [])
            #expect(booked.status == .seeOther)
            let trip = try #require(booked.location)
            #expect(trip == "/reservations/\(page.dropFirst("/holds/".count))?notice=booked")
            let detail = try await ada.get(trip).text
            #expect(detail.contains(#"<dd id="site">A2: tent"#))
            #expect(detail.contains(#"<strong id="total">$70</strong>"#))
            // The hold's address now leads to the trip; a second Confirm books nothing more.
            #expect(try await ada.get(page).location == String(trip.prefix { $0 != "?" }))
            #expect(try await ada.post(page + "/confirm", form: []).location == String(trip.prefix { $0 != "?" }))
            #expect(try await ada.get("/reservations").text.components(separatedBy: "data-reservation=").count == 2)
        }
    }

    @Test func aHeldSiteIsTakenForOthersAndTheGridShowsItHeld() async throws {
        try await TestApp().test { client in
            let ada = Visitor(client)
            let grace = Visitor(client)
            let page = try holdPage(try await ada.hold("/landmarks/1/book", form: stay))
            let grid = try await grace.get("/landmarks/1/availability/sites?from=2026-12-01").text
            #expect(grid.contains(#"<td class="full held" data-date="2026-12-01">Held</td>"#))
            #expect(grid.contains(#"<td class="full held" data-date="2026-12-02">Held</td>"#))
            let refused = try await grace.hold("/landmarks/1/book", form: stay)
            #expect(refused.status == .conflict)
            #expect(refused.text.contains("Site A2 is taken"))
            // Confirmed, the same nights show taken, not held.
            _ = try await ada.post(page + "/confirm", form: [])
            let after = try await grace.get("/landmarks/1/availability/sites?from=2026-12-01").text
            #expect(after.contains(#"<td class="full" data-date="2026-12-01">Taken</td>"#))
            #expect(!after.contains("Held</td>"))
        }
    }

    @Test func aHoldThatRanOutSaysSoBooksNothingAndItsSiteIsFreeAgain() async throws {
        let app = try await TestApp()
        let clock = app.clock
        try await app.test { client in
            let ada = Visitor(client)
            let page = try holdPage(try await ada.hold("/landmarks/1/book", form: stay))
            clock.advance(minutes: 14)
            #expect(try await ada.get(page).text.contains(#"<span id="time-left">1 minute</span> left"#))
            clock.advance(minutes: 1)
            let ran = try await ada.get(page)
            #expect(ran.status == .ok)
            #expect(ran.text.contains("<h1>Your hold ran out</h1>"))
            #expect(!ran.text.contains("confirm-form"))
            #expect(
                ran.text.contains(
                    #"<a class="button" id="book-again" href="/landmarks/1/book?checkIn=2026-12-01&amp;"#
                        + #"checkOut=2026-12-03&amp;guests=2&amp;siteNumber=A2">"#
                ))
            let late = try await ada.post(page + "/confirm", form: [])
            #expect(late.status == .conflict)
            #expect(late.text.contains(#"id="hold-expired""#))
            #expect(try await ada.get("/reservations").text.contains("Nothing booked yet."))
            let grid = try await Visitor(client).get("/landmarks/1/availability/sites?from=2026-12-01").text
            #expect(grid.contains(#"<tr data-site="A2">"#))
            #expect(!grid.contains("Held</td>") && !grid.contains("Taken</td>"))
            // Someone else can take the site now.
            let other = try await Visitor(client).book("/landmarks/1/book", form: stay)
            #expect(other.location?.hasSuffix("?notice=booked") == true)
        }
    }

    @Test func lettingAHoldGoFreesTheSiteAtOnceAndReturnsToTheFormWithTheSameChoices() async throws {
        try await TestApp().test { client in
            let ada = Visitor(client)
            let page = try holdPage(try await ada.hold("/landmarks/1/book", form: stay))
            let released = try await ada.post(page + "/release", form: [])
            #expect(released.status == .seeOther)
            #expect(
                released.location == "/landmarks/1/book?checkIn=2026-12-01&checkOut=2026-12-03&guests=2&siteNumber=A2")
            let gone = try await ada.get(page)
            #expect(gone.status == .notFound)
            #expect(gone.text.contains("the hold was let go or ran out, and nothing was booked"))
            #expect(try await ada.post(page + "/release", form: []).status == .notFound)
            let other = try await Visitor(client).book("/landmarks/1/book", form: stay)
            #expect(other.location?.hasSuffix("?notice=booked") == true)
        }
    }

    @Test func aSecondHoldIsRefusedWithALinkToTheOpenOne() async throws {
        try await TestApp().test { client in
            let ada = Visitor(client)
            let page = try holdPage(try await ada.hold("/landmarks/1/book", form: stay))
            let second = try await ada.hold(
                "/landmarks/2/book", form: [("checkIn", "2026-12-10"), ("checkOut", "2026-12-11"), ("guests", "2")])
            #expect(second.status == .conflict)
            #expect(second.text.contains("You are already holding site A2 for Tue 1 Dec – Thu 3 Dec 2026"))
            #expect(second.text.contains(#"<a id="open-hold" href="\#(page)">"#))
        }
    }

    @Test func anotherPersonsHoldIsNotFoundAndSignedOutAsksToLogIn() async throws {
        try await TestApp().test { client in
            let ada = Visitor(client)
            let page = try holdPage(try await ada.hold("/landmarks/1/book", form: stay))
            let grace = Visitor(client)
            #expect(try await grace.get(page).status == .notFound)
            #expect(try await grace.post(page + "/confirm", form: []).status == .notFound)
            #expect(try await grace.post(page + "/release", form: []).status == .notFound)
            #expect(try await ada.get(page).text.contains("Confirm your stay"))
            let nobody = try await Visitor(client, id: nil).get(page)
            #expect(nobody.status == .seeOther)
            #expect(nobody.location?.hasPrefix("/login?returnTo=") == true)
            #expect(try await ada.get("/holds/not-an-id").status == .notFound)
        }
    }

    @Test func theHoldLastsAsLongAsTheHostSaysInTheLandmarksOwnTime() async throws {
        let app = try await TestApp(settings: ["reservations.holdSeconds": 60])
        let clock = app.clock
        try await app.test { client in
            let ada = Visitor(client)
            let form = try await ada.get("/landmarks/3/book?checkIn=2026-12-01&checkOut=2026-12-02").text
            #expect(form.contains("it is kept for you for 1 minute while you confirm"))
            let page = try holdPage(
                try await ada.hold(
                    "/landmarks/3/book", form: [("checkIn", "2026-12-01"), ("checkOut", "2026-12-02"), ("guests", "2")])
            )
            // Noon UTC is 2 a.m. in Honolulu.
            #expect(try await ada.get(page).text.contains(#"<strong id="held-until">2:01 a.m. HST</strong>"#))
            clock.advance(minutes: 1)
            #expect(try await ada.get(page).text.contains("<h1>Your hold ran out</h1>"))
        }
    }

    @Test func holdThisSitePressedTooOftenShowsTheFormAgainWithTheWait() async throws {
        let app = try await TestApp(settings: ["reservations.holdsPerAccountPerMinute": 1])
        try await app.test { client in
            let ada = Visitor(client)
            let page = try holdPage(try await ada.hold("/landmarks/1/book", form: stay))
            _ = try await ada.post(page + "/release", form: [])
            let again = try await ada.hold("/landmarks/1/book", form: stay)
            #expect(again.status == .tooManyRequests)
            #expect(again.text.contains("Too many tries to hold a site in a short time: try again in 60 seconds."))
            #expect(again.text.contains(#"id="booking-form""#))
        }
    }
}
