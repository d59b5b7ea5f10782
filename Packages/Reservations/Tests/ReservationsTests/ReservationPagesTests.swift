import APIServerTesting
import Foundation
import HTTPTypes
import HummingbirdTesting
import ReservationsApi
import Testing

/// The id in a `/reservations/{id}…` address.
func reservationPath(_ location: String?) -> String {
    String((location ?? "").split(separator: "?")[0])
}

private let stay = [
    ("checkIn", "2026-12-01"), ("checkOut", "2026-12-03"), ("guests", "2"), ("notes", "Near the river"),
]

@Suite struct ReservationPagesTests {
    @Test func anonymousVisitorsAreSentToLogInAndBackButMaySeeAvailability() async throws {
        try await TestApp().test { client in
            let nobody = Visitor(client, id: nil)
            let form = try await nobody.get("/landmarks/1/book?checkIn=2026-12-01")
            #expect(form.status == .seeOther)
            #expect(form.location == "/login?returnTo=%2Flandmarks%2F1%2Fbook%3FcheckIn%3D2026-12-01")
            #expect(try await nobody.get("/reservations").location == "/login?returnTo=%2Freservations")
            let posted = try await nobody.book("/landmarks/1/book", form: stay)
            #expect(posted.status == .seeOther)
            #expect(try await nobody.get("/landmarks/1/availability").status == .ok)
        }
    }

    @Test func withoutAFeatureThatSignsPeopleInNothingCanBeBooked() async throws {
        try await TestApp(withAccounts: false).test { client in
            let response = try await Visitor(client, id: nil).get("/landmarks/1/book")
            #expect(response.status == .notFound)
            #expect(response.text.contains("Nobody can sign in on this site, so nothing can be booked."))
        }
    }

    @Test func theFormStartsOnTheChosenNightAndEscapesTheLandmarksName() async throws {
        try await TestApp().test { client in
            let ada = Visitor(client)
            let html = try await ada.get("/landmarks/1/book?checkIn=2026-12-01").text
            #expect(html.contains("<h1>Book a campsite at Example Meadow</h1>"))
            #expect(html.contains(#"name="checkIn" id="checkIn" value="2026-12-01" min="2026-11-22""#))
            // The earliest check-out is the morning after the chosen night.
            #expect(html.contains(#"name="checkOut" id="checkOut" value="2026-12-02" min="2026-12-02""#))
            #expect(html.contains(#"<input type="hidden" name="_csrf" value="test-csrf-token">"#))
            #expect(html.contains(#"href="/landmarks/1/availability?month=2026-12""#))

            let tiny = try await ada.get("/landmarks/2/book").text
            #expect(tiny.contains("Tiny &lt;Ridge&gt;"))
            #expect(!tiny.contains("<Ridge>"))
            #expect(try await ada.get("/landmarks/99/book").status == .notFound)
            #expect(try await ada.get("/landmarks/abc/book").status == .notFound)
        }
    }

    @Test func aStayPastTheWindowIsShownAgainSayingWhenItOpensInTheLandmarksTimeAndNothingIsBooked() async throws {
        try await TestApp().test { client in
            let ada = Visitor(client)
            let form = try await ada.get("/landmarks/1/book")
            #expect(
                form.text.contains(
                    "Nights here are open for booking up to Sat 22 May 2027; later ones open from Mon 23 Nov 2026 at"
                        + " 10:00 a.m. GMT."))
            let posted = try await ada.book(
                "/landmarks/1/book", form: [("checkIn", "2027-05-22"), ("checkOut", "2027-05-24"), ("guests", "2")])
            #expect(posted.status == .conflict)
            #expect(
                posted.text.contains(
                    "The night of Sun 23 May 2027 opens for booking Mon 23 Nov 2026 at 10:00 a.m. GMT: book then, or"
                        + " choose earlier nights."))
            #expect(posted.text.contains(#"value="2027-05-22""#))
            #expect(try await ada.get("/api/v1/reservations").text == "[]")
        }
    }

    @Test func whereNobodyCampsTheFormsSaySoAndPointBackToTheLandmarkAndNothingIsBooked() async throws {
        try await TestApp().test { client in
            let ada = Visitor(client)
            for path in [
                "/landmarks/4/book?checkIn=2026-12-01", "/landmarks/4/availability", "/landmarks/4/availability/sites",
            ] {
                let page = try await ada.get(path)
                #expect(page.status == .ok)
                #expect(page.text.contains("<h1>Nobody camps at Harbor Statue</h1>"))
                #expect(page.text.contains(#"<a href="/landmarks/4">Where to camp nearby</a>"#))
                #expect(!page.text.contains(#"name="checkIn""#))
            }
            let posted = try await ada.book(
                "/landmarks/4/book", form: [("checkIn", "2026-12-01"), ("checkOut", "2026-12-02"), ("guests", "2")])
            #expect(posted.status == .conflict)
            #expect(posted.text.contains("Harbor Statue has no campsites, so there is nothing to book here."))
            let api = try await ada.post(
                "/api/v1/reservations",
                json: #"{"landmarkId": 4, "checkIn": "2026-12-01", "checkOut": "2026-12-02", "guests": 2}"#)
            #expect(api.status == .conflict)
            #expect(api.text.contains("Nobody camps at this landmark: it has no campsites."))
            #expect(try await ada.get("/api/v1/reservations").text == "[]")
        }
    }

    @Test func theGridOfSitesShowsTakenNightsAndBooksTheSiteOfAFreeNight() async throws {
        try await TestApp().test { client in
            let ada = Visitor(client)
            // Seen before the booking, the grid is kept for others; the
            // booking here shows in it at once all the same.
            let before = try await ada.get("/landmarks/1/availability/sites?from=2026-11-29").text
            #expect(before.contains(#"<td class="open" data-date="2026-12-01">"#))
            let booked = try await ada.book(
                "/landmarks/1/book",
                form: [
                    ("checkIn", "2026-12-01"), ("checkOut", "2026-12-03"), ("guests", "2"), ("vehicles", "1"),
                    ("siteNumber", "A2"), ("notes", ""),
                ])
            #expect(booked.status == .seeOther)
            let grid = try await ada.get("/landmarks/1/availability/sites?from=2026-11-29")
            #expect(grid.status == .ok)
            let html = grid.text
            #expect(
                html.contains("<caption id=\"grid-caption\">Sites by night, Sun 29 Nov – Sat 12 Dec 2026</caption>"))
            #expect(
                html.contains(#"<th scope="col" data-date="2026-12-01"><abbr title="Tue 1 Dec 2026">Tue</abbr> 1</th>"#)
            )
            #expect(html.contains(#"<span class="site-number">A1</span>"#))
            #expect(html.contains(#"<span class="badge">Accessible</span>"#))
            let a2 = try #require(
                html.components(separatedBy: #"<tr data-site="A2">"#).last?
                    .components(separatedBy: "</tr>").first)
            #expect(a2.contains(#"<td class="full" data-date="2026-12-01">Taken</td>"#))
            #expect(a2.contains(#"<td class="full" data-date="2026-12-02">Taken</td>"#))
            let link = #"href="/landmarks/1/book?checkIn=2026-12-03&amp;checkOut=2026-12-04&amp;siteNumber=A2""#
            #expect(a2.contains(#"<td class="open" data-date="2026-12-03"><a \#(link)>"#))
            #expect(html.contains(#"<a href="/landmarks/1/availability/sites?from=2026-12-13" rel="next">"#))
            #expect(html.contains(#"<a href="/landmarks/1/availability/sites?from=2026-11-22" rel="prev">"#))
            // The link opens the form on that site and night.
            let form = try await ada.get("/landmarks/1/book?checkIn=2026-12-03&checkOut=2026-12-04&siteNumber=A2").text
            #expect(form.contains(#"<option value="A2" selected>"#))
            #expect(form.contains(#"name="checkIn" id="checkIn" value="2026-12-03""#))
            // Filters: of one kind, for a party; a party no site takes.
            #expect(try await ada.get("/landmarks/1/availability/sites?kind=tent&guests=2").text.contains("A2"))
            let seven = try await ada.get("/landmarks/1/availability/sites?guests=7").text
            #expect(seven.contains(#"<p id="no-sites">No site here matches."#))
            #expect(!seven.contains("site-grid"))
            #expect(try await ada.get("/landmarks/1/availability/sites?kind=rv").text.contains(#"id="no-sites""#))
            let refused = try await ada.get("/landmarks/1/availability/sites?kind=Yurt!&guests=0")
            #expect(refused.status == .badRequest)
            #expect(refused.text.contains(#"id="kind-error">A kind of site is a word in small letters"#))
            #expect(refused.text.contains(#"id="guests-error">Guests must be from 1 to 40."#))
            #expect(!refused.text.contains("site-grid"))
        }
    }

    @Test func theGridIsFramedForEachVisitorWithTheirOwnNameAndFormToken() async throws {
        try await TestApp().test { client in
            let grid = "/landmarks/1/availability/sites?from=2026-11-29"
            func page(name: String?, token: String) async throws -> String {
                var headers: HTTPFields = [TestCaller.csrfHeader: token]
                if let name {
                    headers[TestCaller.header] = UUID().uuidString
                    headers[TestCaller.nameHeader] = name
                }
                return try await client.execute(uri: grid, method: .get, headers: headers, body: nil).text
            }
            // Each is asked twice: once rendered, once as kept.
            for _ in 1...2 {
                let anonymous = try await page(name: nil, token: "token-anonymous")
                #expect(anonymous.contains(#"<tr data-site="A2">"#))
                #expect(!anonymous.contains("account-name"))
                let ada = try await page(name: "Ada <Lovelace>", token: "token-ada")
                #expect(ada.contains(#"class="account-name">Ada &lt;Lovelace&gt;</a>"#))
                #expect(ada.contains(#"value="token-ada""#))
                #expect(ada.contains(#"<tr data-site="A2">"#))
                let grace = try await page(name: "Grace", token: "token-grace")
                #expect(grace.contains(#"class="account-name">Grace</a>"#))
                #expect(grace.contains(#"value="token-grace""#))
                #expect(!grace.contains("Lovelace") && !grace.contains("token-ada"))
            }
        }
    }

    @Test func mistakesAreShownBesideTheirFieldsAndWhatWasTypedIsKept() async throws {
        try await TestApp().test { client in
            let ada = Visitor(client)
            let response = try await ada.book(
                "/landmarks/1/book",
                form: [
                    ("checkIn", "2026-12-20"), ("checkOut", "2026-12-19"), ("guests", "two"),
                    ("notes", "Bring <b>lanterns</b>"),
                ])
            #expect(response.status == .unprocessableContent)
            let html = response.text
            #expect(
                html.contains(
                    #"<span class="field-error" id="checkOut-error">Check-out must be after check-in.</span>"#))
            #expect(html.contains(#"id="guests-error">Guests must be a whole number from 1 to 40.</span>"#))
            #expect(!html.contains(#"id="checkIn-error""#))
            #expect(html.contains(#"name="guests" id="guests" value="two""#))
            #expect(html.contains(#"value="2026-12-20""#))
            #expect(html.contains(#"value="2026-12-19""#))
            #expect(html.contains("Bring &lt;b&gt;lanterns&lt;/b&gt;</textarea>"))
            #expect(html.contains(#"aria-invalid="true""#))
            #expect(html.contains("2 fields need changing."))
            #expect(try await ada.get("/reservations").text.contains("Nothing booked yet."))
        }
    }

    @Test func aStayChangedOnTheReviewIsReviewedAgainBeforeAnythingIsBooked() async throws {
        try await TestApp().test { client in
            let ada = Visitor(client)
            let review = try await ada.get("/landmarks/1/book?checkIn=2026-12-01&checkOut=2026-12-03").text
            #expect(review.contains(#"<dd id="summary-stay">Tue 1 Dec – Thu 3 Dec 2026, 2 nights</dd>"#))
            #expect(review.contains(#"<input type="hidden" name="reviewedCheckOut" value="2026-12-03">"#))
            // The person moves check-out to the 6th on the review and presses Book.
            let changed = [
                ("checkIn", "2026-12-01"), ("checkOut", "2026-12-06"), ("guests", "2"), ("notes", ""),
                ("reviewedCheckIn", "2026-12-01"), ("reviewedCheckOut", "2026-12-03"), ("reviewedGuests", "2"),
            ]
            let again = try await ada.post("/landmarks/1/book", form: changed)
            #expect(again.status == .ok)
            #expect(again.text.contains("Your stay changed, so nothing is held yet"))
            #expect(again.text.contains(#"<dd id="summary-stay">Tue 1 Dec – Sun 6 Dec 2026, 5 nights</dd>"#))
            #expect(again.text.contains(#"<dd id="summary-total"><strong>$175</strong></dd>"#))
            #expect(again.text.contains(#"<input type="hidden" name="reviewedCheckOut" value="2026-12-06">"#))
            #expect(try await ada.get("/reservations").text.contains("Nothing booked yet."))
            // A form posted without a review is reviewed first, guests included.
            let unreviewed = try await ada.post(
                "/landmarks/1/book", form: [("checkIn", "2026-12-01"), ("checkOut", "2026-12-06"), ("guests", "3")])
            #expect(unreviewed.status == .ok)
            #expect(unreviewed.text.contains(#"<dd id="summary-guests">3 people</dd>"#))
            // Book on the new review books exactly what it showed.
            let booked = try await ada.book(
                "/landmarks/1/book",
                form: [("checkIn", "2026-12-01"), ("checkOut", "2026-12-06"), ("guests", "2"), ("notes", "")])
            #expect(booked.status == .seeOther)
            let trip = try await ada.get(try #require(booked.location)).text
            #expect(trip.contains(#"$35 a night × 5 nights = <strong id="total">$175</strong>"#))
        }
    }

    /// Each kind of site has its fee: the review prices the site the stay
    /// would be given now, and Book never charges more. When the cheaper
    /// site is taken between the review and Book, nothing is booked and the
    /// review shows the new price, which Book then books.
    @Test func theReviewPricesTheSiteTheStayWouldGetAndBookNeverChargesMoreThanItShowed() async throws {
        try await TestApp().test { client in
            let ada = Visitor(client)
            let review = try await ada.get("/landmarks/5/book?checkIn=2026-12-01&checkOut=2026-12-03").text
            #expect(
                review.contains("<strong>$20</strong> to <strong>$45</strong> a night for one campsite, by its kind."))
            #expect(review.contains(#"<dd id="summary-fee">$20 a night × 2 nights</dd>"#))
            #expect(review.contains(#"<dd id="summary-total"><strong>$40</strong></dd>"#))
            #expect(review.contains(#"<input type="hidden" name="maxNightlyFee" value="2000">"#))
            // Someone else books the tent site meanwhile.
            let grace = Visitor(client, id: UUID())
            let tent = try await grace.book(
                "/landmarks/5/book",
                form: [
                    ("checkIn", "2026-12-01"), ("checkOut", "2026-12-03"), ("guests", "2"), ("notes", ""),
                    ("siteNumber", "A1"),
                ])
            #expect(tent.status == .seeOther)
            // Ada presses Book on the review she saw.
            let fields = [("checkIn", "2026-12-01"), ("checkOut", "2026-12-03"), ("guests", "2"), ("notes", "")]
            let reviewed = [
                ("reviewedCheckIn", "2026-12-01"), ("reviewedCheckOut", "2026-12-03"), ("reviewedGuests", "2"),
                ("maxNightlyFee", "2000"),
            ]
            let dearer = try await ada.post("/landmarks/5/book", form: fields + reviewed)
            #expect(dearer.status == .conflict)
            #expect(dearer.text.contains("No site that takes this party is free any more at the price a night you"))
            #expect(dearer.text.contains(#"<dd id="summary-fee">$45 a night × 2 nights</dd>"#))
            #expect(dearer.text.contains(#"<input type="hidden" name="maxNightlyFee" value="4500">"#))
            #expect(try await ada.get("/reservations").text.contains("Nothing booked yet."))
            // Book on the new price books the RV site at it.
            let booked = try await ada.book("/landmarks/5/book", form: fields)
            #expect(booked.status == .seeOther)
            let trip = try await ada.get(try #require(booked.location)).text
            #expect(trip.contains(#"$45 a night × 2 nights = <strong id="total">$90</strong>"#))
        }
    }

    /// The form offers each site with its size; the accessible one, asked
    /// for by a party that does not say it needs it while another is free,
    /// comes back with the reason and nothing booked; said, it is booked and
    /// the trip shows it. A site changed after the review is reviewed again.
    @Test func theFormBooksTheSiteChosenAndHoldsTheAccessibleOneForThoseWhoNeedIt() async throws {
        try await TestApp().test { client in
            let ada = Visitor(client)
            let form = try await ada.get("/landmarks/1/book?checkIn=2026-12-01&checkOut=2026-12-03").text
            #expect(form.contains(#"<option value="">Any site that takes your party</option>"#))
            let a1 = "A1: tent site for up to 6 people and 2 vehicles, accessible, $35 a night"
            #expect(form.contains(#"<option value="A1">\#(a1)</option>"#))
            #expect(form.contains(#"<dd id="summary-site">Any free site that takes your party</dd>"#))
            let fields = [("checkIn", "2026-12-01"), ("checkOut", "2026-12-03"), ("guests", "2"), ("notes", "")]
            let held = try await ada.book(
                "/landmarks/1/book", form: fields + [("siteNumber", "A1"), ("vehicles", "1")])
            #expect(held.status == .conflict)
            #expect(held.text.contains("Site A1 is accessible and held for people who need it"))
            #expect(held.text.contains(#"<option value="A1" selected>"#))
            let changed = try await ada.post(
                "/landmarks/1/book",
                form: fields + [
                    ("siteNumber", "A1"), ("vehicles", "1"), ("needsAccessibleSite", "yes"),
                    ("reviewedCheckIn", "2026-12-01"), ("reviewedCheckOut", "2026-12-03"), ("reviewedGuests", "2"),
                    ("reviewedSite", "A2"), ("reviewedVehicles", "1"), ("reviewedAccessible", ""),
                ])
            #expect(changed.status == .ok)
            #expect(changed.text.contains(#"id="review-changed""#))
            #expect(changed.text.contains(#"<dd id="summary-site">A1: tent site for up to 6 people and 2 vehicles,"#))
            let booked = try await ada.book(
                "/landmarks/1/book",
                form: fields + [("siteNumber", "A1"), ("vehicles", "1"), ("needsAccessibleSite", "yes")])
            #expect(booked.status == .seeOther)
            let trip = try await ada.get(try #require(booked.location)).text
            #expect(trip.contains(#"<dd id="site">A1: tent site for up to 6 people and 2 vehicles, accessible</dd>"#))
            let tooMany = try await ada.book(
                "/landmarks/1/book",
                form: [
                    ("checkIn", "2026-12-05"), ("checkOut", "2026-12-06"), ("guests", "7"), ("notes", ""),
                    ("vehicles", "x"),
                ])
            #expect(tooMany.status == .unprocessableContent)
            #expect(tooMany.text.contains("Vehicles must be from 0 to 6."))
        }
    }

    @Test func bookingLeadsToTheReservationWithItsBadgeCodePriceAndCancelLink() async throws {
        try await TestApp().test { client in
            let ada = Visitor(client)
            let booked = try await ada.book("/landmarks/1/book", form: stay)
            #expect(booked.status == .seeOther)
            let location = try #require(booked.location)
            #expect(location.hasPrefix("/reservations/"))
            #expect(location.hasSuffix("?notice=booked"))

            let html = try await ada.get(location).text
            #expect(html.contains("Booked: a campsite is yours for these nights."))
            #expect(html.contains(#"data-status="confirmed">Confirmed</span>"#))
            #expect(html.contains(#"<dd id="check-in"><time datetime="2026-12-01">Tue 1 Dec 2026</time></dd>"#))
            // Example Meadow costs $35 a night: two nights are $70.
            #expect(html.contains(#"$35 a night × 2 nights = <strong id="total">$70</strong>"#))
            let code = try #require(
                html.firstMatch(of: /<dd id="confirmation-code" class="code">([2-9A-Z]{4}-[2-9A-Z]{4})<\/dd>/)
            ).1
            #expect(html.contains(#"<dd id="notes">Near the river</dd>"#))
            // The accessible site is held while the other one is free.
            #expect(html.contains(#"<dd id="site">A2: tent site for up to 6 people and 2 vehicles</dd>"#))
            #expect(html.contains(#"<a href="/landmarks/1">Example Meadow</a>"#))
            #expect(html.contains(#"href="\#(reservationPath(location))/cancel" id="cancel-link""#))

            let mine = try await ada.get("/reservations").text
            #expect(mine.contains(#"<a href="\#(reservationPath(location))">Example Meadow</a>"#))
            #expect(mine.contains("Tue 1 Dec – Thu 3 Dec 2026, 2 nights</span> · 2 guests"))
            #expect(
                mine.contains(
                    #"Confirmation <span class="code">\#(code)</span> · <span"# + #" class="total">$70</span>"#))
        }
    }

    @Test func aFullNightShowsTheFormAgainNamingItTheNearestFreeStaysOfTheSameLengthAndOtherLandmarks() async throws {
        try await TestApp().test { client in
            let ada = Visitor(client)
            let grace = Visitor(client)
            #expect(try await ada.book("/landmarks/2/book", form: stay).status == .seeOther)
            let refused = try await grace.book("/landmarks/2/book", form: stay)
            #expect(refused.status == .conflict)
            #expect(
                refused.text.contains(
                    "No campsite is free on the nights of Tue 1 Dec and Wed 2 Dec 2026. These nights are free here:"))
            #expect(refused.text.contains("Near the river</textarea>"))
            // Tiny Ridge's one campsite is taken on the 1st and 2nd: two nights
            // two days either side come first, then three days before.
            let list = try #require(
                refused.text.firstMatch(of: /<ul class="alternatives" id="alternatives"[^>]*>(.*?)<\/ul>/)
            ).1
            let offered = list.matches(of: /<li><a href="([^"]+)">([^<]+)<\/a><\/li>/).map {
                (String($0.1), String($0.2))
            }
            #expect(
                offered.map(\.1) == [
                    "Sun 29 Nov – Tue 1 Dec 2026, 2 nights", "Thu 3 Dec – Sat 5 Dec 2026, 2 nights",
                    "Sat 28 Nov – Mon 30 Nov 2026, 2 nights",
                ])
            // Each offer keeps the guests asked for.
            #expect(offered.first?.0 == "/landmarks/2/book?checkIn=2026-11-29&amp;checkOut=2026-12-01&amp;guests=2")
            // And the list of other landmarks free on the nights asked for.
            #expect(
                refused.text.contains(
                    #"<a id="elsewhere" href="/landmarks?checkIn=2026-12-01&amp;checkOut=2026-12-03">"#))
            // The offer leads to the form with both dates, and booking it works.
            let form = try await grace.get("/landmarks/2/book?checkIn=2026-11-29&checkOut=2026-12-01").text
            #expect(form.contains(#"id="checkOut" value="2026-12-01""#))
            #expect(
                try await grace.book(
                    "/landmarks/2/book", form: [("checkIn", "2026-11-29"), ("checkOut", "2026-12-01"), ("guests", "2")]
                ).status == .seeOther)
        }
    }

    @Test func theReviewNamesEveryFullNightBeforeBookWithTheNearestFreeStaysAndBooksNothing() async throws {
        try await TestApp().test { client in
            let ada = Visitor(client)
            let grace = Visitor(client)
            // Tiny Ridge's one campsite is Ada's on the 1st and 2nd of December.
            #expect(try await ada.book("/landmarks/2/book", form: stay).status == .seeOther)
            let review = try await grace.get("/landmarks/2/book?checkIn=2026-11-30&checkOut=2026-12-04&guests=3")
            #expect(review.status == .ok)
            #expect(
                review.text.contains(
                    #"<p class="error" id="review-full" role="alert">No campsite is free on the nights of"#
                        + " Tue 1 Dec and Wed 2 Dec 2026. These nights are free here:</p>"))
            #expect(!review.text.contains("then press Book to confirm"))
            #expect(
                review.text.contains(
                    #"<a id="elsewhere" href="/landmarks?checkIn=2026-11-30&amp;checkOut=2026-12-04">"#))
            let list = try #require(
                review.text.firstMatch(of: /<ul class="alternatives" id="alternatives"[^>]*>(.*?)<\/ul>/)
            ).1
            #expect(list.contains("Thu 3 Dec – Mon 7 Dec 2026, 4 nights"))
            #expect(list.contains("guests=3"))
            // Pressing Book on that review is refused the same way; nothing is booked.
            let refused = try await grace.book(
                "/landmarks/2/book", form: [("checkIn", "2026-11-30"), ("checkOut", "2026-12-04"), ("guests", "3")])
            #expect(refused.status == .conflict)
            #expect(
                refused.text.contains(
                    #"<p class="error" id="form-error">No campsite is free on the nights of Tue 1 Dec and Wed 2 Dec"#))
            #expect(try await grace.get("/reservations").text.contains("Nothing booked yet."))
            // A free stay's review has no such line.
            let free = try await grace.get("/landmarks/2/book?checkIn=2026-12-03&checkOut=2026-12-05").text
            #expect(!free.contains("review-full"))
            #expect(free.contains("then press Hold this site: it is kept for you for 15 minutes while you confirm"))
        }
    }

    @Test func theFormStatesTheLimitsAndAnOverlappingStayShowsItAgainNamingTheOneHeld() async throws {
        try await TestApp().test { client in
            let ada = Visitor(client)
            let form = try await ada.get("/landmarks/1/book")
            #expect(form.text.contains("One stay at a time at each landmark, and up to 6 upcoming stays in all."))
            #expect(form.text.contains("<strong>$35</strong> a night for one campsite"))
            #expect(form.text.contains("Cancel for free until the day before check-in"))
            #expect(try await ada.book("/landmarks/1/book", form: stay).status == .seeOther)
            let again = try await ada.book("/landmarks/1/book", form: stay)
            #expect(again.status == .conflict)
            #expect(again.text.contains("You already have a stay here from Tue 1 Dec – Thu 3 Dec 2026"))
            #expect(!again.text.contains("Try other dates."))
            #expect(again.text.contains("Near the river</textarea>"))
            let mine = try await ada.get("/reservations").text
            #expect(mine.components(separatedBy: "Tue 1 Dec – Thu 3 Dec 2026").count == 2)
        }
    }

    @Test func cancellingAsksFirstThenShowsTheStayCancelled() async throws {
        try await TestApp().test { client in
            let ada = Visitor(client)
            let detail = reservationPath(try await ada.book("/landmarks/2/book", form: stay).location)

            let question = try await ada.get("\(detail)/cancel")
            #expect(question.status == .ok)
            #expect(question.text.contains("Cancel this reservation?"))
            #expect(question.text.contains(#"<form method="post" action="\#(detail)/cancel""#))
            // Asking changed nothing.
            #expect(try await ada.get(detail).text.contains(#"data-status="confirmed""#))

            let cancelled = try await ada.post("\(detail)/cancel", form: [])
            #expect(cancelled.status == .seeOther)
            #expect(cancelled.location == "\(detail)?notice=cancelled")
            let html = try await ada.get("\(detail)?notice=cancelled").text
            #expect(html.contains("Cancelled: the campsite is free for others again."))
            #expect(html.contains(#"data-status="cancelled">Cancelled</span>"#))
            #expect(!html.contains("cancel-link") && !html.contains("no-cancel"), "a cancelled stay needs no word")
            let again = try await ada.get("\(detail)/cancel")
            #expect(again.status == .conflict)
            #expect(again.text.contains("It is already cancelled."))
            // My trips lists it under Cancelled, not Upcoming.
            let mine = try await ada.get("/reservations").text
            let cancelledList = try #require(mine.range(of: #"<ul class="cards" id="cancelled">"#))
            let row = try #require(mine.range(of: #"<a href="\#(detail)">"#))
            #expect(cancelledList.upperBound < row.lowerBound)
            #expect(!mine.contains(#"id="upcoming""#))
            #expect(mine.contains("Nothing booked yet."))
            // The night is free for someone else.
            #expect(try await Visitor(client).book("/landmarks/2/book", form: stay).status == .seeOther)
        }
    }

    @Test func someoneElsesReservationIsNotFoundAndStaysAsItWas() async throws {
        try await TestApp().test { client in
            let ada = Visitor(client)
            let grace = Visitor(client)
            let detail = reservationPath(try await ada.book("/landmarks/1/book", form: stay).location)
            for response in [
                try await grace.get(detail), try await grace.get("\(detail)/cancel"),
                try await grace.post("\(detail)/cancel", form: []),
            ] {
                #expect(response.status == .notFound)
                #expect(!response.text.contains("Near the river"))
                #expect(!response.text.contains("2026-12-01"))
            }
            #expect(try await ada.get(detail).text.contains(#"data-status="confirmed""#))
            #expect(try await ada.get("/reservations/not-an-id").status == .notFound)
        }
    }

    @Test func myReservationsSplitsUpcomingFromPast() async throws {
        let app = try await TestApp()
        let clock = app.clock
        try await app.test { client in
            let ada = Visitor(client)
            let soon = [("checkIn", "2026-11-23"), ("checkOut", "2026-11-25"), ("guests", "1"), ("notes", "")]
            let early = reservationPath(try await ada.book("/landmarks/2/book", form: soon).location)
            let later = reservationPath(try await ada.book("/landmarks/1/book", form: stay).location)
            clock.advance(days: 5)

            let html = try await ada.get("/reservations").text
            let upcoming = try #require(html.range(of: #"id="upcoming""#))
            let past = try #require(html.range(of: #"id="past""#))
            let earlyAt = try #require(html.range(of: #"href="\#(early)""#))
            let laterAt = try #require(html.range(of: #"href="\#(later)""#))
            #expect(upcoming.lowerBound < laterAt.lowerBound && laterAt.lowerBound < past.lowerBound)
            #expect(past.lowerBound < earlyAt.lowerBound)
            #expect(html.contains("Tiny &lt;Ridge&gt;"))
            #expect(html.contains("1 guest"))
            // A stay that is over can no longer be cancelled.
            #expect(!(try await ada.get(early).text.contains("cancel-link")))
            #expect(try await ada.post("\(early)/cancel", form: []).status == .conflict)
        }
    }

    @Test func onItsCheckInDayAStayOffersNoCancelSaysWhyAndRefusesOneSaying() async throws {
        let app = try await TestApp()
        let clock = app.clock
        try await app.test { client in
            let ada = Visitor(client)
            let tomorrow = [("checkIn", "2026-11-23"), ("checkOut", "2026-11-25"), ("guests", "1"), ("notes", "")]
            let detail = reservationPath(try await ada.book("/landmarks/1/book", form: tomorrow).location)
            #expect(try await ada.get(detail).text.contains("cancel-link"))
            #expect(!(try await ada.get(detail).text.contains("no-cancel")))
            clock.advance(days: 1)
            let page = try await ada.get(detail).text
            #expect(!page.contains("cancel-link"))
            // Said where the button was, not left out without a word.
            #expect(
                page.contains(
                    #"<p class="meta" id="no-cancel">This stay can no longer be cancelled: cancelling ends the day"#
                        + " before check-in"))
            let question = try await ada.get("\(detail)/cancel")
            #expect(question.status == .conflict)
            #expect(question.text.contains("until the day before its check-in day"))
            #expect(try await ada.post("\(detail)/cancel", form: []).status == .conflict)
            #expect(try await ada.get(detail).text.contains(#"data-status="confirmed""#))
        }
    }

    @Test func availabilityIsATwoMonthCalendarOfFreeCampsites() async throws {
        try await TestApp().test { client in
            let ada = Visitor(client)
            _ = try await ada.book("/landmarks/2/book", form: stay)
            let html = try await ada.get("/landmarks/2/availability?month=2026-12").text
            #expect(html.contains(#"<strong id="month-title">December 2026 and January 2027</strong>"#))
            #expect(html.contains(#"<h2 id="month-2027-01">January 2027</h2>"#))
            #expect(html.contains(#"data-date="2026-12-01" data-free="0" class="full""#))
            #expect(html.contains(#"data-date="2026-12-03" data-free="1" class="open""#))
            #expect(html.contains(#"data-date="2027-01-31" data-free="1" class="open""#))
            // A screen reader hears the night's date with the count; the eye sees the count.
            #expect(
                html.contains(
                    #"<a href="/landmarks/2/availability?month=2026-12&amp;checkIn=2026-12-03""#
                        + #" data-role="check-in"><span class="visually-hidden">Check in on Thu 3 Dec 2026: </span>1"#
                        + #" free</a>"#
                ))
            #expect(!html.contains(#"checkIn=2026-12-01""#))
            #expect(html.contains(#"href="/landmarks/2/availability?month=2027-01" rel="next">February 2027 →"#))

            let november = try await ada.get("/landmarks/2/availability").text
            #expect(
                november.contains(
                    #"data-date="2026-11-21" data-free="1" class="past"><span class="day">21</span> <span"#
                        + #" class="free">Past</span>"#
                ))
            #expect(november.contains(#"data-date="2026-11-22" data-free="1" class="open today" aria-current="date">"#))
            #expect(november.contains("local time (Greenwich Mean Time), where today is Sun 22 Nov 2026"))
            // A chosen check-in without a month opens on the check-in's month.
            let chosen = try await ada.get("/landmarks/2/availability?checkIn=2027-02-10").text
            #expect(chosen.contains(#"<strong id="month-title">February 2027 and March 2027</strong>"#))
            let next = try await ada.get("/landmarks/2/availability?month=2027-11").text
            #expect(
                next.contains(
                    #"data-date="2027-11-22" data-free="1" class="closed"><span class="day">22</span> <span"#
                        + #" class="free">Not open yet</span>"#
                ))

            let bad = try await ada.get("/landmarks/2/availability?month=December")
            #expect(bad.status == .badRequest)
            #expect(bad.text.contains(#"id="month-error""#))
            #expect(try await ada.get("/landmarks/99/availability").status == .notFound)
        }
    }

    @Test func choosingCheckInThenCheckOutOnTheCalendarReviewsTheStayWithItsTotal() async throws {
        try await TestApp().test { client in
            let ada = Visitor(client)
            let grace = Visitor(client)
            // Landmark 2 has one campsite: Grace holds the nights of 8 and 9 December.
            let held = [("checkIn", "2026-12-08"), ("checkOut", "2026-12-10"), ("guests", "1")]
            #expect(try await grace.book("/landmarks/2/book", form: held).status == .seeOther)
            let chosen = try await ada.get("/landmarks/2/availability?month=2026-12&checkIn=2026-12-05").text
            #expect(chosen.contains(#"id="calendar-step" role="status">Check-in Sat 5 Dec 2026. Now pick the"#))
            #expect(chosen.contains(#"data-date="2026-12-05" data-free="1" class="open chosen""#))
            // The mornings after 5, 6 and 7 December; the night of the 8th is full.
            for (morning, text) in [
                ("2026-12-06", "Sun 6 Dec 2026, 1 night"), ("2026-12-08", "Tue 8 Dec 2026, 3 nights"),
            ] {
                #expect(
                    chosen.contains(
                        #"<a href="/landmarks/2/book?checkIn=2026-12-05&amp;checkOut=\#(morning)""#
                            + #" data-role="check-out"><span class="visually-hidden">Check out on \#(text): </span>"#
                    ))
            }
            #expect(!chosen.contains("checkOut=2026-12-09"))
            #expect(!chosen.contains(#"data-role="check-in""#))
            #expect(chosen.contains(#"<a href="/landmarks/2/availability?month=2026-12">Choose another check-in</a>"#))
            // A check-in on a full night is not kept.
            let full = try await ada.get("/landmarks/2/availability?month=2026-12&checkIn=2026-12-08").text
            #expect(full.contains("Pick the night you arrive") && full.contains(#"data-role="check-in""#))

            let review = try await ada.get("/landmarks/2/book?checkIn=2026-12-05&checkOut=2026-12-08").text
            #expect(review.contains(#"<dd id="summary-stay">Sat 5 Dec – Tue 8 Dec 2026, 3 nights</dd>"#))
            #expect(review.contains(#"<dd id="summary-fee">$22.50 a night × 3 nights</dd>"#))
            #expect(review.contains(#"<dd id="summary-total"><strong>$67.50</strong></dd>"#))
            #expect(review.contains("Cancel for free until the day before check-in"))
            #expect(!(try await ada.get("/landmarks/2/book").text.contains("summary-total")))
        }
    }

    @Test func theCalendarCountsTheSitesThatTakeThePartyAndOffersCheckOutsWhileOneSiteStaysFree() async throws {
        try await TestApp().test { client in
            let ada = Visitor(client)
            let grace = Visitor(client)
            // Example Meadow: A1 (accessible) and A2, six people each. Ada
            // holds A2 on the night of the 6th, Grace A1 on the night of the 7th.
            for (visitor, site, checkIn, checkOut, needs) in [
                (ada, "A2", "2026-12-06", "2026-12-07", ""), (grace, "A1", "2026-12-07", "2026-12-08", "yes"),
            ] {
                let booked = try await visitor.book(
                    "/landmarks/1/book",
                    form: [
                        ("checkIn", checkIn), ("checkOut", checkOut), ("guests", "2"), ("vehicles", "1"),
                        ("siteNumber", site), ("needsAccessibleSite", needs), ("notes", ""),
                    ])
                #expect(booked.status == .seeOther)
            }
            // Each night has a site free, but no one site is free on both:
            // a stay from the 6th ends on the 7th, the only morning offered.
            let chosen = try await ada.get("/landmarks/1/availability?month=2026-12&checkIn=2026-12-06").text
            #expect(chosen.contains(#"data-date="2026-12-07" data-free="1" class="open in-range""#))
            #expect(chosen.contains("/landmarks/1/book?checkIn=2026-12-06&amp;checkOut=2026-12-07"))
            #expect(!chosen.contains("checkOut=2026-12-08"))
            // A party of seven fits neither site: every night counts none.
            let seven = try await ada.get("/landmarks/1/availability?month=2026-12&guests=7")
            #expect(seven.status == .ok)
            #expect(seven.text.contains("0 of 2 campsites take 7 people with 1 vehicle."))
            #expect(seven.text.contains(#"data-date="2026-12-20" data-free="0" class="full""#))
            #expect(seven.text.contains(#"<a href="/landmarks/1/availability?month=2026-12">Count every site</a>"#))
            // A party of six counts both; its links keep the party.
            let six = try await ada.get("/landmarks/1/availability?month=2026-12&guests=6").text
            #expect(six.contains("2 of 2 campsites take 6 people with 1 vehicle."))
            #expect(
                six.contains(#"href="/landmarks/1/availability?month=2026-12&amp;checkIn=2026-12-20&amp;guests=6""#))
            let sixChosen = try await ada.get("/landmarks/1/availability?month=2026-12&checkIn=2026-12-20&guests=6")
            #expect(
                sixChosen.text.contains("/landmarks/1/book?checkIn=2026-12-20&amp;checkOut=2026-12-22&amp;guests=6"))
            // A party with two vehicles: the booking links carry them, and the
            // form they open has them typed.
            let twoCars = try await ada.get(
                "/landmarks/1/availability?month=2026-12&checkIn=2026-12-20&guests=6&vehicles=2")
            let twoCarsLink = "/landmarks/1/book?checkIn=2026-12-20&amp;checkOut=2026-12-22&amp;guests=6&amp;vehicles=2"
            #expect(twoCars.text.contains(twoCarsLink))
            let form = try await ada.get("/landmarks/1/book?checkIn=2026-12-20&checkOut=2026-12-22&guests=6&vehicles=2")
            #expect(form.text.contains(#"name="vehicles" id="vehicles" value="2""#))
            #expect(form.text.contains(#"<input type="hidden" name="reviewedVehicles" value="2">"#))
            // A number the rules refuse opens the form with the one unsaid vehicle.
            let nonsense = try await ada.get("/landmarks/1/book?checkIn=2026-12-20&checkOut=2026-12-22&vehicles=99")
            #expect(nonsense.text.contains(#"<input type="hidden" name="reviewedVehicles" value="1">"#))
            // A kind the landmark has no site of counts none; the kind is kept in the form.
            let rv = try await ada.get("/landmarks/1/availability?month=2026-12&kind=rv").text
            #expect(rv.contains("0 of 2 campsites are RV sites."))
            #expect(rv.contains(#"<option value="tent">Tent</option>"#))
            let tents = try await ada.get("/landmarks/1/availability?month=2026-12&kind=tent&guests=2").text
            #expect(tents.contains("2 of 2 campsites are tent sites that take 2 people with 1 vehicle."))
            // A party the rules refuse is named, with the form to change it.
            let bad = try await ada.get("/landmarks/1/availability?month=2026-12&guests=41")
            #expect(bad.status == .badRequest)
            #expect(bad.text.contains("Guests must be from 1 to 40."))
            #expect(bad.text.contains(#"id="calendar-party""#))
            let api = try await ada.get("/api/v1/landmarks/1/availability?month=2026-12&guests=7")
            #expect(api.status == .ok)
            let month = try JSONDecoder().decode(AvailabilityDTO.self, from: Data(api.text.utf8))
            #expect(month.sitesForParty == 0)
            #expect(month.campsites == 2)
            #expect(month.nights.allSatisfy { $0.free == 0 })
            let everySite = try await ada.get("/api/v1/landmarks/1/availability?month=2026-12").text
            #expect(try JSONDecoder().decode(AvailabilityDTO.self, from: Data(everySite.utf8)).sitesForParty == nil)
            #expect(try await ada.get("/api/v1/landmarks/1/availability?guests=0").status == .unprocessableContent)
        }
    }

    @Test func aLandmarksNightsFollowItsOwnTimeZone() async throws {
        // 23 November 01:00 UTC is the afternoon of the 22nd in Hawaii
        // (UTC-10): tonight there is the night of the 22nd, past in UTC.
        let app = try await TestApp()
        app.clock.advance(hours: 13)
        try await app.test { client in
            let ada = Visitor(client)
            let tonight = [("checkIn", "2026-11-22"), ("checkOut", "2026-11-23"), ("guests", "2")]
            let inUTC = try await ada.book("/landmarks/1/book", form: tonight)
            #expect(inUTC.status == .unprocessableContent)
            let inHawaii = try await ada.book("/landmarks/3/book", form: tonight)
            #expect(inHawaii.status == .seeOther)
            let calendar = try await ada.get("/landmarks/3/availability").text
            #expect(calendar.contains(#"data-date="2026-11-22" data-free="0" class="full today""#))
            #expect(calendar.contains("local time (Hawaii-Aleutian Standard Time), where today is Sun 22 Nov 2026"))
            let form = try await ada.get("/landmarks/3/book").text
            #expect(form.contains(#"min="2026-11-22""#))
            let json = try await ada.get("/api/v1/landmarks/3/availability").text
            #expect(
                json.contains(#""timeZone":"Pacific\/Honolulu""#) || json.contains(#""timeZone":"Pacific/Honolulu""#))
            #expect(json.contains(#""today":"2026-11-22""#))
        }
    }

    @Test func bookingsAndCancellationsAreLoggedWithIDsAndNothingPersonal() async throws {
        let app = try await TestApp()
        try await app.test { client in
            let ada = Visitor(client)
            let booked = try await ada.book(
                "/landmarks/2/book", form: Array(stay.dropLast()) + [("notes", "secret note")])
            let detail = try #require(booked.location?.split(separator: "?").first.map(String.init))
            _ = try await Visitor(client).book("/landmarks/2/book", form: stay)
            let refused = try await Visitor(client).book("/landmarks/2/book", form: stay)
            #expect(refused.status == .conflict)
            #expect(try await ada.post("\(detail)/cancel", form: []).status == .seeOther)
        }
        let booked = try #require(app.log.events("reservation.booked").first)
        #expect(booked.metadata["landmark.id"] == "2")
        #expect(booked.metadata["nights"] == "2")
        #expect(app.log.events("reservation.booked").count == 1)
        #expect(app.log.events("reservation.refused").count == 2)
        #expect(app.log.events("reservation.refused").first?.metadata["night"] == "2026-12-01")
        #expect(
            app.log.events("reservation.cancelled").first?.metadata["reservation.id"]
                == booked.metadata["reservation.id"])
        // At the level the host logs by default (debug adds the database's own query lines).
        let personal = app.log.entries.filter {
            $0.level >= .info && ($0.text.contains("secret note") || $0.text.contains("tester@example.com"))
        }
        #expect(personal.isEmpty, "\(personal)")
    }
}
