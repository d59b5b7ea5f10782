import API
import Foundation
import HummingbirdTesting
import ReservationsApi
import Testing

private func decode<T: Decodable>(_ type: T.Type, _ response: TestResponse) throws -> T {
    try APIJSON.decoder().decode(type, from: Data(buffer: response.body))
}

private func booking(landmark: Int = 1, _ checkIn: String, _ checkOut: String, guests: Int = 2, notes: String = "")
    -> String
{
    #"{"landmarkId": \#(landmark), "checkIn": "\#(checkIn)", "checkOut": "\#(checkOut)", "guests": \#(guests),"#
        + #" "notes": "\#(notes)"}"#
}

private func free(_ visitor: Visitor, landmark: Int, on night: String) async throws -> Int? {
    let month = try decode(
        AvailabilityDTO.self,
        try await visitor.get("/api/v1/landmarks/\(landmark)/availability?month=\(night.prefix(7))"))
    return month.nights.first { $0.date == night }?.free
}

@Suite struct ReservationsAPITests {
    @Test func eachSitesFreeAndTakenNightsAreListedTwoWeeksAtATimeAndABadFilterIsNamed() async throws {
        try await TestApp().test { client in
            let ada = Visitor(client)
            let booked = try await ada.post(
                "/api/v1/reservations",
                json: #"{"landmarkId": 1, "checkIn": "2026-12-01", "checkOut": "2026-12-03", "guests": 2,"#
                    + #" "siteNumber": "A2"}"#)
            #expect(booked.status == .created)
            let grid = try decode(
                SiteAvailabilityDTO.self, try await ada.get("/api/v1/landmarks/1/availability/sites?from=2026-11-30"))
            #expect(grid.nights.count == 14)
            #expect(grid.nights.first == "2026-11-30")
            #expect(grid.today == "2026-11-22")
            #expect(grid.sites.map(\.number) == ["A1", "A2"])
            let a2 = try #require(grid.sites.last)
            #expect(a2.taken == ["2026-12-01", "2026-12-02"])
            #expect(a2.free.count == 12)
            #expect(!a2.free.contains("2026-12-01"))
            #expect(grid.sites[0].accessible && grid.sites[0].taken.isEmpty)
            // Only the sites that take the party, of the kind asked for.
            let seven = try decode(
                SiteAvailabilityDTO.self, try await ada.get("/api/v1/landmarks/1/availability/sites?guests=7"))
            #expect(seven.sites.isEmpty)
            let refused = try await ada.get("/api/v1/landmarks/1/availability/sites?kind=YURT&guests=0&from=soon")
            #expect(refused.status == .unprocessableContent)
            #expect(refused.text.contains(#""field":"kind""#))
            #expect(refused.text.contains(#""field":"guests""#))
            let badDate = try await ada.get("/api/v1/landmarks/1/availability/sites?from=soon")
            #expect(badDate.status == .unprocessableContent)
            #expect(badDate.text.contains(#""field":"from""#))
            #expect(try await ada.get("/api/v1/landmarks/4/availability/sites").status == .conflict)
            #expect(try await ada.get("/api/v1/landmarks/99/availability/sites").status == .notFound)
        }
    }

    @Test func aBookingCostsItsSitesFeeAndNeverMoreThanTheMostItSends() async throws {
        try await TestApp().test { client in
            let ada = Visitor(client)
            let nights = #""landmarkId": 5, "checkIn": "2026-12-01", "checkOut": "2026-12-03""#
            let stay = nights + #", "guests": 2"#
            // Seven people fit only the RV site, dearer than the most sent.
            let dear = try await ada.post(
                "/api/v1/reservations", json: "{" + nights + #", "guests": 7, "maxNightlyFeeCents": 2000}"#)
            #expect(dear.status == .conflict)
            #expect(dear.text.contains("free any more at the price a night you were shown"))
            let negative = try await ada.post(
                "/api/v1/reservations", json: "{" + stay + #", "maxNightlyFeeCents": -1}"#)
            #expect(negative.status == .unprocessableContent)
            #expect(negative.text.contains(#""field":"maxNightlyFeeCents""#))
            // Any site for two: the tent site, at its own fee.
            let tent = try decode(
                ReservationDTO.self,
                try await ada.post("/api/v1/reservations", json: "{" + stay + #", "maxNightlyFeeCents": 4500}"#))
            #expect(tent.siteNumber == "A1" && tent.nightlyFeeCents == 2000 && tent.totalCents == 4000)
            // The RV site named, with no most: its fee.
            let grace = Visitor(client, id: UUID())
            let rv = try decode(
                ReservationDTO.self,
                try await grace.post("/api/v1/reservations", json: "{" + stay + #", "siteNumber": "B1"}"#))
            #expect(rv.siteNumber == "B1" && rv.nightlyFeeCents == 4500 && rv.totalCents == 9000)
        }
    }

    @Test func aBookingIsConfirmedAndListedForItsOwnerOnly() async throws {
        try await TestApp().test { client in
            let ada = Visitor(client)
            let created = try await ada.post(
                "/api/v1/reservations", json: booking("2026-12-01", "2026-12-03", notes: "Late arrival"))
            #expect(created.status == .created)
            let reservation = try decode(ReservationDTO.self, created)
            #expect(reservation.status == "confirmed")
            #expect(reservation.landmarkName == "Example Meadow")
            #expect(reservation.nights == 2)
            #expect(reservation.notes == "Late arrival")

            let fetched = try decode(ReservationDTO.self, try await ada.get("/api/v1/reservations/\(reservation.id)"))
            #expect(fetched == reservation)
            #expect(try decode([ReservationDTO].self, try await ada.get("/api/v1/reservations")) == [reservation])
            #expect(
                try decode([ReservationDTO].self, try await ada.get("/api/v1/reservations?landmarkId=1")) == [
                    reservation
                ])
            #expect(try decode([ReservationDTO].self, try await ada.get("/api/v1/reservations?landmarkId=2")).isEmpty)
            #expect(try await ada.get("/api/v1/reservations?landmarkId=abc").status == .unprocessableContent)

            // Someone else neither sees it, nor learns it exists, nor cancels it.
            let grace = Visitor(client)
            let theirs = try await grace.get("/api/v1/reservations/\(reservation.id)")
            #expect(theirs.status == .notFound)
            #expect(!theirs.text.contains("Late arrival"))
            #expect(try await grace.post("/api/v1/reservations/\(reservation.id)/cancel").status == .notFound)
            #expect(try decode([ReservationDTO].self, try await grace.get("/api/v1/reservations")).isEmpty)
            #expect(
                try decode(ReservationDTO.self, try await ada.get("/api/v1/reservations/\(reservation.id)")).status
                    == "confirmed")
        }
    }

    @Test func aRetryWithTheSameIdempotencyKeyGetsTheFirstBookingBack() async throws {
        try await TestApp().test { client in
            let ada = Visitor(client)
            let key = ["Idempotency-Key": "7d1f0a3e-retry"]
            let first = try await ada.post(
                "/api/v1/reservations", json: booking("2026-12-01", "2026-12-03"), extraHeaders: key)
            #expect(first.status == .created)
            let again = try await ada.post(
                "/api/v1/reservations", json: booking("2026-12-01", "2026-12-03"), extraHeaders: key)
            #expect(again.status == .created)
            #expect(try decode(ReservationDTO.self, again) == decode(ReservationDTO.self, first))
            #expect(try decode([ReservationDTO].self, try await ada.get("/api/v1/reservations")).count == 1)
            #expect(try await free(ada, landmark: 1, on: "2026-12-01") == 1)

            // The same key for other nights is a mistake, named.
            let other = try await ada.post(
                "/api/v1/reservations", json: booking("2026-12-05", "2026-12-06"), extraHeaders: key)
            #expect(other.status == .unprocessableContent)
            #expect(try decode(Problem.self, other).errors?.map(\.field) == ["Idempotency-Key"])
            // A key that is not visible ASCII is refused before anything is read.
            let bad = try await ada.post(
                "/api/v1/reservations", json: booking("2026-12-05", "2026-12-06"),
                extraHeaders: ["Idempotency-Key": "two words"])
            #expect(bad.status == .badRequest)
            #expect(try decode([ReservationDTO].self, try await ada.get("/api/v1/reservations")).count == 1)
        }
    }

    @Test func aRetryAfterTheBookingWasCancelledAnswersItCancelledAndBooksNothing() async throws {
        try await TestApp().test { client in
            let ada = Visitor(client)
            let key = ["Idempotency-Key": "0b5c-after-cancel"]
            let first = try decode(
                ReservationDTO.self,
                try await ada.post(
                    "/api/v1/reservations", json: booking(landmark: 2, "2026-12-01", "2026-12-02"), extraHeaders: key))
            #expect(try await ada.post("/api/v1/reservations/\(first.id)/cancel").status == .ok)
            let again = try await ada.post(
                "/api/v1/reservations", json: booking(landmark: 2, "2026-12-01", "2026-12-02"), extraHeaders: key)
            #expect(again.status == .created)
            let answered = try decode(ReservationDTO.self, again)
            #expect(answered.id == first.id)
            #expect(answered.status == "cancelled")
            #expect(try await free(ada, landmark: 2, on: "2026-12-01") == 1)
            #expect(
                try decode([ReservationDTO].self, try await ada.get("/api/v1/reservations")).map(\.id) == [first.id])
        }
    }

    @Test func aFullNightIsRefusedByItsDateAndNothingIsStored() async throws {
        try await TestApp().test { client in
            let ada = Visitor(client)
            let grace = Visitor(client)
            #expect(
                try await ada.post("/api/v1/reservations", json: booking(landmark: 2, "2026-12-01", "2026-12-03"))
                    .status == .created)

            let refused = try await grace.post(
                "/api/v1/reservations", json: booking(landmark: 2, "2026-11-29", "2026-12-04"))
            #expect(refused.status == .conflict)
            let problem = try decode(Problem.self, refused)
            #expect(problem.detail == "No campsite is free on the night of Tue 1 Dec 2026.")
            #expect(try decode([ReservationDTO].self, try await grace.get("/api/v1/reservations")).isEmpty)
            // The nights before the full one were not kept either.
            #expect(try await free(grace, landmark: 2, on: "2026-11-29") == 1)

            // Leaving on the morning of the 1st needs no campsite that night.
            #expect(
                try await grace.post("/api/v1/reservations", json: booking(landmark: 2, "2026-11-29", "2026-12-01"))
                    .status == .created)
            #expect(try await free(grace, landmark: 2, on: "2026-11-30") == 0)
            #expect(try await free(grace, landmark: 2, on: "2026-12-01") == 0)
            #expect(try await free(grace, landmark: 2, on: "2026-12-03") == 1)
        }
    }

    @Test func oneStayAtATimePerLandmarkAndSixUpcomingInAllAreAnsweredWithConflicts() async throws {
        try await TestApp().test { client in
            let ada = Visitor(client)
            #expect(
                try await ada.post("/api/v1/reservations", json: booking("2026-12-01", "2026-12-04")).status == .created
            )
            let overlapping = try await ada.post("/api/v1/reservations", json: booking("2026-12-03", "2026-12-05"))
            #expect(overlapping.status == .conflict)
            #expect(overlapping.headers[.contentType] == Problem.contentType)
            #expect(try decode(Problem.self, overlapping).detail?.contains("from Tue 1 Dec – Fri 4 Dec 2026") == true)
            #expect(try await free(ada, landmark: 1, on: "2026-12-04") == 2)

            // Back to back is fine; so are five more stays, up to six in all.
            for (checkIn, checkOut) in [
                ("2026-12-04", "2026-12-05"), ("2026-12-10", "2026-12-11"), ("2026-12-12", "2026-12-13"),
                ("2026-12-14", "2026-12-15"), ("2026-12-16", "2026-12-17"),
            ] {
                #expect(try await ada.post("/api/v1/reservations", json: booking(checkIn, checkOut)).status == .created)
            }
            let seventh = try await ada.post(
                "/api/v1/reservations", json: booking(landmark: 2, "2026-12-20", "2026-12-21"))
            #expect(seventh.status == .conflict)
            #expect(try decode(Problem.self, seventh).detail?.contains("6 upcoming stays") == true)
            #expect(try await free(ada, landmark: 2, on: "2026-12-20") == 1)
            #expect(try decode([ReservationDTO].self, try await ada.get("/api/v1/reservations")).count == 6)
            // Someone else is not held to Ada's limits.
            #expect(
                try await Visitor(client).post("/api/v1/reservations", json: booking("2026-12-02", "2026-12-03")).status
                    == .created)
        }
    }

    @Test func cancellingFreesTheNightsOnceEvenWhenRepeated() async throws {
        try await TestApp().test { client in
            let ada = Visitor(client)
            let grace = Visitor(client)
            let first = try decode(
                ReservationDTO.self,
                try await ada.post("/api/v1/reservations", json: booking(landmark: 2, "2026-12-10", "2026-12-11")))
            let cancelled = try await ada.post("/api/v1/reservations/\(first.id)/cancel")
            #expect(cancelled.status == .ok)
            #expect(try decode(ReservationDTO.self, cancelled).status == "cancelled")
            #expect(try await free(ada, landmark: 2, on: "2026-12-10") == 1)

            #expect(
                try await grace.post("/api/v1/reservations", json: booking(landmark: 2, "2026-12-10", "2026-12-11"))
                    .status == .created)
            // A retried cancel answers the same and gives back nothing more.
            let again = try await ada.post("/api/v1/reservations/\(first.id)/cancel")
            #expect(try decode(ReservationDTO.self, again).status == "cancelled")
            #expect(try await free(ada, landmark: 2, on: "2026-12-10") == 0)
            #expect(
                try await ada.post("/api/v1/reservations", json: booking(landmark: 2, "2026-12-10", "2026-12-11"))
                    .status == .conflict)
        }
    }

    @Test func aStayCanBeCancelledUntilTheDayBeforeItsCheckInDayAndNotOnIt() async throws {
        let app = try await TestApp()
        let clock = app.clock
        try await app.test { client in
            let ada = Visitor(client)
            let first = try decode(
                ReservationDTO.self,
                try await ada.post("/api/v1/reservations", json: booking("2026-11-24", "2026-11-26")))
            let second = try decode(
                ReservationDTO.self,
                try await ada.post("/api/v1/reservations", json: booking(landmark: 2, "2026-11-24", "2026-11-25")))
            // The day before its check-in day (23 November): still cancellable.
            clock.advance(days: 1)
            #expect(try await ada.post("/api/v1/reservations/\(first.id)/cancel").status == .ok)
            // Its check-in day, at noon and in its first hour alike: too late.
            clock.advance(days: 1)
            for hours in [0, -11] {
                clock.advance(hours: hours)
                let refused = try await ada.post("/api/v1/reservations/\(second.id)/cancel")
                #expect(refused.status == .conflict)
                #expect(
                    try decode(Problem.self, refused).detail?.contains("until the day before its check-in day") == true)
                #expect(
                    try decode(ReservationDTO.self, try await ada.get("/api/v1/reservations/\(second.id)")).status
                        == "confirmed")
            }
        }
    }

    @Test func everyBadFieldIsNamedAtOnceAndNothingIsStored() async throws {
        try await TestApp().test { client in
            let ada = Visitor(client)
            let cases: [(String, Set<String>)] = [
                (
                    #"{"landmarkId": "one", "checkIn": 20261201, "checkOut": "2026-02-30", "guests": 2.5, "notes": 5}"#,
                    ["landmarkId", "checkIn", "checkOut", "guests", "notes"]
                ),
                (
                    #"{"landmarkId": 1, "checkIn": "2026-11-21", "checkOut": "2026-11-23", "guests": 41}"#,
                    ["checkIn", "guests"]
                ),
                (booking("2026-12-05", "2026-12-05"), ["checkOut"]),
                (booking("2026-12-01", "2026-12-16"), ["checkOut"]),
                (booking("2027-11-22", "2027-11-23"), ["checkIn"]),
                (booking("2026-12-01", "2026-12-02", guests: 0), ["guests"]),
                (booking("2026-12-01", "2026-12-02", notes: String(repeating: "n", count: 501)), ["notes"]),
            ]
            for (body, fields) in cases {
                let response = try await ada.post("/api/v1/reservations", json: body)
                #expect(response.status == .unprocessableContent, "\(body)")
                let named = Set(try decode(Problem.self, response).errors?.map(\.field) ?? [])
                #expect(named == fields, "\(body)")
            }
            for body in ["[1, 2]", "not json", "{"] {
                #expect(try await ada.post("/api/v1/reservations", json: body).status == .badRequest, "\(body)")
            }
            #expect(try await ada.post("/api/v1/reservations").status == .badRequest)
            // An unknown landmark is not a field mistake: there is nothing to book.
            #expect(
                try await ada.post("/api/v1/reservations", json: booking(landmark: 99, "2026-12-01", "2026-12-02"))
                    .status == .notFound)
            #expect(try decode([ReservationDTO].self, try await ada.get("/api/v1/reservations")).isEmpty)
            #expect(try await free(ada, landmark: 1, on: "2026-12-01") == 2)
        }
    }

    @Test func anonymousCallersMayOnlyReadAvailability() async throws {
        try await TestApp().test { client in
            let nobody = Visitor(client, id: nil)
            for response in [
                try await nobody.get("/api/v1/reservations"),
                try await nobody.get("/api/v1/reservations/\(UUID())"),
                try await nobody.post("/api/v1/reservations", json: booking("2026-12-01", "2026-12-02")),
                try await nobody.post("/api/v1/reservations/\(UUID())/cancel"),
            ] {
                #expect(response.status == .unauthorized)
                #expect(response.headers[.contentType] == Problem.contentType)
            }
            #expect(try await nobody.get("/api/v1/landmarks/1/availability").status == .ok)
        }
    }

    @Test func aStayWithANightNotYetOpenIsRefusedWith409SayingWhenItOpensAndNothingIsBooked() async throws {
        try await TestApp().test { client in
            let ada = Visitor(client)
            let refused = try await ada.post("/api/v1/reservations", json: booking("2027-05-22", "2027-05-24"))
            #expect(refused.status == .conflict)
            let problem = try decode(Problem.self, refused)
            #expect(problem.opensAt == "2026-11-23T10:00:00Z")
            #expect(problem.detail?.contains("opens for booking Mon 23 Nov 2026 at 10:00 a.m. GMT") == true)
            let mine = try decode([ReservationDTO].self, try await ada.get("/api/v1/reservations"))
            #expect(mine.isEmpty)
            let booked = try await ada.post("/api/v1/reservations", json: booking("2027-05-21", "2027-05-23"))
            #expect(booked.status == .created)
        }
    }

    @Test func availabilityShowsEveryNightOfTheMonthAndWhichCanStartAStay() async throws {
        try await TestApp().test { client in
            let ada = Visitor(client)
            _ = try await ada.post("/api/v1/reservations", json: booking("2026-11-28", "2026-11-30"))
            let november = try decode(AvailabilityDTO.self, try await ada.get("/api/v1/landmarks/1/availability"))
            #expect(november.month == "2026-11")
            #expect(november.landmarkName == "Example Meadow")
            #expect(november.campsites == 2)
            #expect(november.nights.count == 30)
            #expect(november.nights.first { $0.date == "2026-11-21" }?.bookable == false)
            #expect(november.nights.first { $0.date == "2026-11-22" }?.bookable == true)
            #expect(november.nights.filter { $0.free == 1 }.map(\.date) == ["2026-11-28", "2026-11-29"])

            // At noon UTC on 22 Nov 2026, the standard window (six months
            // ahead at 10:00, here UTC) has opened 22 May 2027, not the 23rd.
            let may = try decode(
                AvailabilityDTO.self, try await ada.get("/api/v1/landmarks/1/availability?month=2027-05"))
            #expect(may.nights.first { $0.date == "2027-05-22" }?.bookable == true)
            #expect(may.nights.first { $0.date == "2027-05-23" }?.bookable == false)

            let badMonth = try await ada.get("/api/v1/landmarks/1/availability?month=2026-13")
            #expect(badMonth.status == .unprocessableContent)
            #expect(try decode(Problem.self, badMonth).errors?.map(\.field) == ["month"])
            #expect(try await ada.get("/api/v1/landmarks/99/availability").status == .notFound)
            #expect(try await ada.get("/api/v1/landmarks/x/availability").status == .badRequest)
        }
    }
}
