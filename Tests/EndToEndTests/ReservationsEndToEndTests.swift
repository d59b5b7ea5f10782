// remove-feature: Reservations (the whole file)
// remove-feature: Auth (the whole file)
import API
import APIClient
import AuthApi
import Foundation
import ReservationsApi
import Testing

/// Reservations through running hosts: booking, refusal when full, cancelling,
/// ownership, bad input, and many bookings racing for the last campsites.
/// Each test uses its own landmark nights, because on PostgreSQL the suite
/// shares one database.
@Suite(.serialized) struct ReservationsEndToEndTests {
    static let password = "correct horse battery"

    /// Posts a booking form as a person does: the form, which the page
    /// answers with its review (answered here when it is not one), then Hold
    /// this site on that review, which carries the stay and the price a night
    /// it showed in hidden fields, then Confirm on the hold's page. Answers
    /// the last of these.
    static func pressBook(_ browser: WebBrowser, _ path: String, _ fields: [(String, String)]) async throws
        -> WebBrowser.Page
    {
        let review = try await browser.post(path, fields)
        guard review.status == 200, let fee = review.body.firstMatch(of: /name="maxNightlyFee" value="(\d+)"/)
        else { return review }
        let reviewed = fields.compactMap { name, value in
            ["checkIn", "checkOut", "guests"].contains(name)
                ? ("reviewed" + name.prefix(1).uppercased() + name.dropFirst(), value) : nil
        }
        let held = try await browser.post(path, fields + reviewed + [("maxNightlyFee", String(fee.1))])
        guard held.status == 303, let hold = held.location, hold.hasPrefix("/holds/") else { return held }
        let page = try await browser.get(hold)
        guard page.status == 200, page.body.contains("confirm-form") else { return page }
        return try await browser.post(hold + "/confirm", [])
    }

    /// A night `days` from today in UTC. Tests keep a day or more from today,
    /// so that no landmark's own time zone (UTC-10 to UTC-5) moves it.
    static func night(_ days: Int) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let date = calendar.date(byAdding: .day, value: days, to: Date())!
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
    }

    /// A night (`2027-01-06`) as messages name it: `Wed 6 Jan 2027`.
    static func inWords(_ iso: String) -> String {
        let parse = DateFormatter()
        parse.locale = Locale(identifier: "en_US_POSIX")
        parse.timeZone = TimeZone(identifier: "UTC")
        parse.dateFormat = "yyyy-MM-dd"
        let write = DateFormatter()
        write.locale = parse.locale
        write.timeZone = parse.timeZone
        write.dateFormat = "EEE d MMM yyyy"
        return parse.date(from: iso).map(write.string(from:)) ?? iso
    }

    private func logIn(_ host: HostProcess, _ email: String) async throws -> NetworkClient {
        let token = try await NetworkClient(baseURL: host.baseURL).send(
            AuthEndpoints.logIn, JSONBody(LogInRequest(email: email, password: Self.password))
        ).token
        return NetworkClient(baseURL: host.baseURL, bearerToken: token)
    }

    private func account(_ host: HostProcess, _ email: String) async throws -> NetworkClient {
        let anonymous = NetworkClient(baseURL: host.baseURL)
        _ = try await anonymous.send(
            AuthEndpoints.signUp, JSONBody(SignUpRequest(email: email, name: "Camper", password: Self.password)))
        let token = try await anonymous.send(
            AuthEndpoints.logIn, JSONBody(LogInRequest(email: email, password: Self.password))
        ).token
        return NetworkClient(baseURL: host.baseURL, bearerToken: token)
    }

    @Test func bookRefuseWhenFullCancelAndOwnership() async throws {
        let host = try await HostProcess.start()
        let ada = try await account(host, "ada.camper@example.com")
        let grace = try await account(host, "grace.camper@example.com")
        let friends = [
            try await account(host, "bea.camper@example.com"), try await account(host, "cy.camper@example.com"),
        ]
        let checkIn = Self.night(40)
        let middle = Self.night(41)
        let checkOut = Self.night(42)

        // Landmark 31 has three campsites: three bookings fill the first night.
        var made: [ReservationDTO] = []
        for camper in [ada] + friends {
            made.append(
                try await camper.send(
                    ReservationsEndpoints.book,
                    BookingInput(
                        landmarkId: 31, checkIn: checkIn, checkOut: checkOut, guests: 2, notes: "Near the river")))
        }
        #expect(made.allSatisfy { $0.status == "confirmed" && $0.nights == 2 && $0.landmarkName != nil })
        let (refused, status) = try await grace.raw(
            ReservationsEndpoints.book,
            BookingInput(landmarkId: 31, checkIn: middle, checkOut: Self.night(43), guests: 1))
        #expect(status == 409)
        #expect(String(decoding: refused, as: UTF8.self).contains("the night of \(Self.inWords(middle))"))

        let month = String(checkIn.prefix(7))
        let before = try await ada.send(
            ReservationsEndpoints.availability, AvailabilityInput(landmarkID: 31, month: month))
        #expect(before.nights.first { $0.date == checkIn }?.free == 0)

        // Grace never sees or cancels Ada's reservation: 404, and no data.
        let (hidden, hiddenStatus) = try await grace.raw(
            ReservationsEndpoints.reservation, ReservationIDInput(id: made[0].id))
        #expect(hiddenStatus == 404)
        #expect(!String(decoding: hidden, as: UTF8.self).contains("Near the river"))
        #expect(try await grace.raw(ReservationsEndpoints.cancel, ReservationIDInput(id: made[0].id)).1 == 404)
        #expect(try await grace.send(ReservationsEndpoints.list, ListReservationsInput()).isEmpty)
        #expect(
            try await ada.send(ReservationsEndpoints.list, ListReservationsInput(landmarkID: 31)).map(\.id) == [
                made[0].id
            ])
        // Ada's second stay sharing those nights is refused, naming the first.
        let (overlapping, overlapStatus) = try await ada.raw(
            ReservationsEndpoints.book,
            BookingInput(landmarkId: 31, checkIn: middle, checkOut: Self.night(44), guests: 1))
        #expect(overlapStatus == 409)
        // The stay's last day, as people read it (the first may leave out the year).
        #expect(String(decoding: overlapping, as: UTF8.self).contains(" – \(Self.inWords(checkOut))"))

        // Cancelling frees the night, once, and Grace's booking now goes through.
        #expect(
            try await ada.send(ReservationsEndpoints.cancel, ReservationIDInput(id: made[0].id)).status == "cancelled")
        #expect(
            try await ada.send(ReservationsEndpoints.cancel, ReservationIDInput(id: made[0].id)).status == "cancelled")
        let after = try await ada.send(
            ReservationsEndpoints.availability, AvailabilityInput(landmarkID: 31, month: month))
        #expect(after.nights.first { $0.date == checkIn }?.free == 1)
        let graces = try await grace.send(
            ReservationsEndpoints.book, BookingInput(landmarkId: 31, checkIn: checkIn, checkOut: middle, guests: 1))
        #expect(graces.status == "confirmed")
        #expect(
            try await grace.raw(
                ReservationsEndpoints.book, BookingInput(landmarkId: 31, checkIn: checkIn, checkOut: middle, guests: 1)
            ).1 == 409)

        // A client that retries with its Idempotency-Key gets its booking back, not a 409 or a second one.
        let retried = BookingInput(
            landmarkId: 31, checkIn: middle, checkOut: checkOut, guests: 1, requestKey: "e2e-\(UUID())")
        let once = try await grace.send(ReservationsEndpoints.book, retried)
        let twice = try await grace.send(ReservationsEndpoints.book, retried)
        #expect(once.id == twice.id)
        #expect(
            try await grace.send(ReservationsEndpoints.list, ListReservationsInput(landmarkID: 31)).filter {
                $0.id == once.id
            }.count == 1)

        // Anonymous callers are told to log in.
        #expect(
            try await NetworkClient(baseURL: host.baseURL).raw(ReservationsEndpoints.list, ListReservationsInput()).1
                == 401)
        #expect(try await host.stop() == 0)
    }

    @Test func everyInvalidFieldIsNamedAndNothingIsStored() async throws {
        let host = try await HostProcess.start()
        let ada = try await account(host, "ada.fields@example.com")
        let cases: [(BookingInput, [String])] = [
            (
                BookingInput(
                    landmarkId: 0, checkIn: "someday", checkOut: "2099-13-01", guests: 0,
                    notes: String(repeating: "n", count: 501)),
                ["landmarkId", "checkIn", "checkOut", "guests", "notes"]
            ),
            (
                BookingInput(landmarkId: 31, checkIn: Self.night(-3), checkOut: Self.night(-1), guests: 41),
                ["checkIn", "guests"]
            ),
            (BookingInput(landmarkId: 31, checkIn: Self.night(10), checkOut: Self.night(10), guests: 2), ["checkOut"]),
            (BookingInput(landmarkId: 31, checkIn: Self.night(10), checkOut: Self.night(30), guests: 2), ["checkOut"]),
            (BookingInput(landmarkId: 31, checkIn: Self.night(400), checkOut: Self.night(401), guests: 2), ["checkIn"]),
        ]
        for (input, fields) in cases {
            let (body, status) = try await ada.raw(ReservationsEndpoints.book, input)
            #expect(status == 422)
            let named = try APIJSON.decoder().decode(Problem.self, from: body).errors?.map(\.field) ?? []
            #expect(Set(named) == Set(fields), "\(input)")
        }
        let (_, missing) = try await ada.raw(
            ReservationsEndpoints.book,
            BookingInput(landmarkId: 99_999, checkIn: Self.night(10), checkOut: Self.night(11), guests: 2))
        #expect(missing == 404)
        #expect(try await ada.send(ReservationsEndpoints.list, ListReservationsInput()).isEmpty)
        #expect(try await host.stop() == 0)
    }

    @Test func aPartyOfTwentyBooksTheGroupSiteAndOneLargerThanAnySiteIsRefusedNamingGuests() async throws {
        let host = try await HostProcess.start()
        let scouts = try await account(host, "scouts.group@example.com")
        // Lake Tahoe (11) has fourteen sites, one of them a group site.
        let grid = try await scouts.send(
            ReservationsEndpoints.siteAvailability, SiteAvailabilityInput(landmarkID: 11, guests: 9))
        let group = try #require(grid.sites.first)
        #expect(grid.sites.map(\.kind) == ["group"])
        #expect(group.maxPeople == 20)

        let checkIn = Self.night(95)
        let checkOut = Self.night(97)
        let booked = try await scouts.send(
            ReservationsEndpoints.book,
            BookingInput(landmarkId: 11, checkIn: checkIn, checkOut: checkOut, guests: 20, vehicles: 2))
        #expect(booked.guests == 20 && booked.siteNumber == group.number)

        let (body, status) = try await scouts.raw(
            ReservationsEndpoints.book,
            BookingInput(landmarkId: 11, checkIn: Self.night(100), checkOut: Self.night(101), guests: 21))
        #expect(status == 409)
        let problem = try APIJSON.decoder().decode(Problem.self, from: body)
        #expect(problem.detail?.contains("No site here takes 21 guests") == true, "\(problem)")
        #expect(try await scouts.send(ReservationsEndpoints.list, ListReservationsInput()).map(\.guests) == [20])
        #expect(try await host.stop() == 0)
    }

    /// Fires `count` bookings at once, spread over the hosts, for one stay.
    private func race(_ clients: [NetworkClient], count: Int, landmark: Int, checkIn: String, checkOut: String)
        async throws -> [Int]
    {
        try await withThrowingTaskGroup(of: Int.self) { group in
            for index in 0..<count {
                let client = clients[index % clients.count]
                group.addTask {
                    try await client.raw(
                        ReservationsEndpoints.book,
                        BookingInput(landmarkId: landmark, checkIn: checkIn, checkOut: checkOut, guests: 1)
                    ).1
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
    }

    @Test func aHundredRacingBookingsOnOneHostTakeExactlyTheFreeCampsites() async throws {
        let host = try await HostProcess.start()
        // Each account holds one stay at a time here: four race for three campsites.
        var campers: [NetworkClient] = []
        for name in ["ada", "bea", "cy", "dee"] { campers.append(try await account(host, "\(name).race@example.com")) }
        let ada = campers[0]
        let statuses = try await race(
            campers, count: 100, landmark: 21, checkIn: Self.night(60), checkOut: Self.night(62))
        #expect(statuses.filter { $0 == 201 }.count == 3)
        #expect(statuses.filter { $0 == 409 }.count == 97)
        var taken: [ReservationDTO] = []
        for camper in campers {
            taken += try await camper.send(ReservationsEndpoints.list, ListReservationsInput(landmarkID: 21))
        }
        #expect(taken.filter { $0.checkIn == Self.night(60) }.count == 3)
        let month = try await ada.send(
            ReservationsEndpoints.availability,
            AvailabilityInput(landmarkID: 21, month: String(Self.night(60).prefix(7))))
        #expect(month.nights.first { $0.date == Self.night(60) }?.free == 0)
        #expect(try await host.stop() == 0)
    }

    /// Sixty requests from two hosts for site A2 of landmark 2 on the same
    /// nights: one is booked, on A2. Then its accessible site A1, asked for
    /// by people who do not say they need it, stays free while others fit;
    /// asked for by sixty who need it, it goes to exactly one. The check
    /// finds every site-night as its stay says.
    @Test func aNamedSiteAndAnAccessibleSiteRacedForFromTwoHostsGoToExactlyOneEach() async throws {
        let first = try await HostProcess.start()
        let second = try await HostProcess.start(databaseURL: first.databaseURL)
        var clients: [NetworkClient] = []
        for index in 0..<6 {
            let camper = try await account(first, "site.race.\(index)@example.com")
            clients += [camper, NetworkClient(baseURL: second.baseURL, bearerToken: camper.bearerToken)]
        }
        func race(_ input: BookingInput) async throws -> [(status: Int, site: String?)] {
            try await withThrowingTaskGroup(of: (Int, String?).self) { group in
                for index in 0..<60 {
                    let client = clients[index % clients.count]
                    group.addTask {
                        let (body, status) = try await client.raw(ReservationsEndpoints.book, input)
                        let stay = try? APIJSON.decoder().decode(ReservationDTO.self, from: body)
                        return (status, stay?.siteNumber)
                    }
                }
                return try await group.reduce(into: []) { $0.append(($1.0, $1.1)) }
            }
        }
        let named = try await race(
            BookingInput(
                landmarkId: 2, checkIn: Self.night(100), checkOut: Self.night(102), guests: 2, siteNumber: "A2"))
        #expect(named.filter { $0.status == 201 }.map(\.site) == ["A2"])
        #expect(named.filter { $0.status == 409 }.count == 59)
        let held = try await race(
            BookingInput(
                landmarkId: 2, checkIn: Self.night(104), checkOut: Self.night(105), guests: 2, siteNumber: "A1"))
        #expect(held.allSatisfy { $0.status == 409 })
        let needed = try await race(
            BookingInput(
                landmarkId: 2, checkIn: Self.night(104), checkOut: Self.night(105), guests: 2, siteNumber: "A1",
                needsAccessibleSite: true))
        #expect(needed.filter { $0.status == 201 }.map(\.site) == ["A1"])
        #expect(needed.filter { $0.status == 409 }.count == 59)
        let check = try await HostProcess.run(["check", "--database-url", first.databaseURL])
        #expect(check.status == 0, "\(check.output)")
        #expect(try await second.stop() == 0)
        #expect(try await first.stop() == 0)
    }

    /// Sixty requests from two hosts to hold site A2 of landmark 3 on the
    /// same nights (no other test's: on PostgreSQL they share a database):
    /// one hold is placed; confirmed on the other host, it is the
    /// reservation, and the check finds every counter and site-night as the
    /// stays and the holds say.
    @Test func aSiteHeldByRacersOnTwoHostsIsKeptForExactlyOneAndConfirmedOnTheOther() async throws {
        let first = try await HostProcess.start()
        let second = try await HostProcess.start(databaseURL: first.databaseURL)
        var clients: [NetworkClient] = []
        for index in 0..<6 {
            let camper = try await account(first, "hold.race.\(index)@example.com")
            clients += [camper, NetworkClient(baseURL: second.baseURL, bearerToken: camper.bearerToken)]
        }
        let input = BookingInput(
            landmarkId: 3, checkIn: Self.night(114), checkOut: Self.night(116), guests: 2, siteNumber: "A2")
        let racers = clients
        let answers = try await withThrowingTaskGroup(of: (Int, Int, HoldDTO?).self) { group in
            for index in 0..<60 {
                let client = racers[index % racers.count]
                group.addTask {
                    let (body, status) = try await client.raw(ReservationsEndpoints.hold, input)
                    return (index % racers.count, status, try? APIJSON.decoder().decode(HoldDTO.self, from: body))
                }
            }
            return try await group.reduce(into: []) { $0.append(($1.0, $1.1, $1.2)) }
        }
        let placed = answers.filter { $0.1 == 201 }
        #expect(placed.count == 1)
        #expect(answers.filter { $0.1 == 409 }.count == 59)
        let winner = try #require(placed.first)
        let hold = try #require(winner.2)
        // The same account, on the other host.
        let confirmer = clients[winner.0 ^ 1]
        let reservation = try await confirmer.send(ReservationsEndpoints.confirmHold, HoldIDInput(id: hold.id))
        #expect(reservation.id == hold.id && reservation.siteNumber == "A2")
        #expect(try await confirmer.send(ReservationsEndpoints.holds).isEmpty)
        let (_, again) = try await clients[(winner.0 + 2) % clients.count].raw(ReservationsEndpoints.book, input)
        #expect(again == 409)
        let check = try await HostProcess.run(["check", "--database-url", first.databaseURL])
        #expect(check.status == 0, "\(check.output)")
        #expect(try await second.stop() == 0)
        #expect(try await first.stop() == 0)
    }

    @Test func aHundredRacingBookingsOnTwoHostsSharingTheDatabaseTakeExactlyTheFreeCampsites() async throws {
        let first = try await HostProcess.start()
        let second = try await HostProcess.start(databaseURL: first.databaseURL)
        var clients: [NetworkClient] = []
        for name in ["ada", "bea", "cy", "dee"] {
            let camper = try await account(first, "\(name).tworace@example.com")
            clients += [camper, NetworkClient(baseURL: second.baseURL, bearerToken: camper.bearerToken)]
        }
        let other = clients[1]
        let statuses = try await race(
            clients, count: 120, landmark: 35, checkIn: Self.night(70), checkOut: Self.night(71))
        #expect(statuses.filter { $0 == 201 }.count == 3)
        #expect(statuses.filter { $0 == 409 }.count == 117)
        let month = try await other.send(
            ReservationsEndpoints.availability,
            AvailabilityInput(landmarkID: 35, month: String(Self.night(70).prefix(7))))
        #expect(month.nights.first { $0.date == Self.night(70) }?.free == 0)
        var kept = 0
        for camper in clients.enumerated() where camper.offset.isMultiple(of: 2) {
            kept += try await camper.element.send(ReservationsEndpoints.list, ListReservationsInput(landmarkID: 35))
                .count
        }
        #expect(kept == 3)
        #expect(try await second.stop() == 0)
        #expect(try await first.stop() == 0)
    }

    @Test func oneAccountsBookingsSentTogetherToTwoHostsKeepItsUpcomingStaysLimit() async throws {
        let first = try await HostProcess.start(arguments: ["serve", "--reservations-upcoming-stays-per-account", "2"])
        let second = try await HostProcess.start(
            databaseURL: first.databaseURL, arguments: ["serve", "--reservations-upcoming-stays-per-account", "2"])
        let ada = try await account(first, "ada.limits@example.com")
        let clients = [ada, NetworkClient(baseURL: second.baseURL, bearerToken: ada.bearerToken)]
        // Twelve stays at twelve landmarks, all at once, half to each host.
        let statuses = try await withThrowingTaskGroup(of: (Int, String).self) { group in
            for landmark in 1...12 {
                let client = clients[landmark % 2]
                group.addTask {
                    let (body, status) = try await client.raw(
                        ReservationsEndpoints.book,
                        BookingInput(
                            landmarkId: landmark, checkIn: Self.night(110), checkOut: Self.night(112), guests: 1))
                    return (status, String(decoding: body, as: UTF8.self))
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(statuses.filter { $0.0 == 201 }.count == 2)
        #expect(
            statuses.filter { $0.0 == 409 && $0.1.contains("2 upcoming stays") }.count == 10, "\(statuses.map(\.0))")
        let held = try await ada.send(ReservationsEndpoints.list, ListReservationsInput())
        #expect(held.count == 2)
        // Every refused landmark kept all its campsites on those nights.
        let month = String(Self.night(110).prefix(7))
        for landmark in 1...12 where !held.contains(where: { $0.landmarkId == landmark }) {
            let nights = try await ada.send(
                ReservationsEndpoints.availability, AvailabilityInput(landmarkID: landmark, month: month))
            let night = try #require(nights.nights.first { $0.date == Self.night(110) })
            #expect(night.free == nights.campsites, "landmark \(landmark)")
        }
        #expect(try await second.stop() == 0)
        #expect(try await first.stop() == 0)
    }

    /// A database as it was before sites (no site-nights, no site on a
    /// stay, the migration not yet run), with stays in it, is given sites
    /// when a host starts on it: the party of seven the one site that takes
    /// seven, the others a site each, none twice on a night, the cancelled
    /// stay one too; `landmarks check` agrees, and the nights stay full.
    @Test func staysBookedBeforeSitesAreGivenSitesWhenAHostStartsOnTheDatabase() async throws {
        let host = try await HostProcess.start()
        let (checkIn, checkOut) = (Self.night(118), Self.night(120))
        var made: [(email: String, stay: ReservationDTO)] = []
        var second: NetworkClient?
        // Landmark 2 has four sites: A1 (accessible), A2, A3 for six, B1 for
        // eight. The second stay is cancelled, which makes room for the fifth.
        for (index, guests) in [7, 2, 2, 2, 3].enumerated() {
            let email = "before.sites.\(index)@example.com"
            let client = try await account(host, email)
            if index == 1 { second = client }
            if index == 4, let second {
                _ = try await second.send(ReservationsEndpoints.cancel, ReservationIDInput(id: made[1].stay.id))
            }
            let stay = try await client.send(
                ReservationsEndpoints.book,
                BookingInput(landmarkId: 2, checkIn: checkIn, checkOut: checkOut, guests: guests))
            made.append((email, stay))
        }
        #expect(try await host.stop() == 0)
        let database = host.databaseURL
        for statement in [
            "DROP TABLE site_nights", "ALTER TABLE reservations DROP COLUMN site_number",
            "DELETE FROM _fluent_migrations WHERE name = 'Reservations.AddSiteNights'", "DROP TABLE holds",
            "DELETE FROM _fluent_migrations WHERE name = 'Reservations.CreateHolds'",
        ] {
            _ = try await DatabaseRows.run(statement, in: database)
        }
        let again = try await HostProcess.start(databaseURL: database)
        var sites: [String] = []
        for (email, stay) in made {
            let client = try await logIn(again, email)
            let now = try await client.send(ReservationsEndpoints.reservation, ReservationIDInput(id: stay.id))
            #expect(now.confirmationCode == stay.confirmationCode)
            #expect(now.totalCents == stay.totalCents)
            sites.append(try #require(now.siteNumber, "\(email)'s stay has a site"))
        }
        #expect(sites[0] == "B1", "the party of seven: \(sites)")
        #expect(Set([0, 2, 3, 4].map { sites[$0] }) == ["A1", "A2", "A3", "B1"], "the four confirmed stays: \(sites)")
        let late = try await account(again, "after.sites@example.com")
        let (_, status) = try await late.raw(
            ReservationsEndpoints.book, BookingInput(landmarkId: 2, checkIn: checkIn, checkOut: checkOut, guests: 1))
        #expect(status == 409)
        let check = try await HostProcess.run(["check", "--database-url", database])
        #expect(check.status == 0, "\(check.output)")
        #expect(check.output.contains("every confirmed stay holds its own site on each of its nights"))
        #expect(try await again.stop() == 0)
    }

    @Test func checkFindsANightCounterThatDriftedAndRepairPutsItRightWhileTheHostServes() async throws {
        let host = try await HostProcess.start()
        let ada = try await account(host, "ada.check@example.com")
        let night = Self.night(106)
        _ = try await ada.send(
            ReservationsEndpoints.book,
            BookingInput(landmarkId: 1, checkIn: night, checkOut: Self.night(108), guests: 1))
        let database = ["--database-url", host.databaseURL]
        let clean = try await HostProcess.run(["check"] + database)
        #expect(clean.status == 0, "\(clean.output)")
        #expect(clean.output.contains("agrees with the confirmed reservations"))

        // What an operator's stray UPDATE (or a bug) would leave behind.
        try await DatabaseRows.run(
            "UPDATE campsite_nights SET taken = taken + 2 WHERE landmark_id = 1 AND night = '\(night)'",
            in: host.databaseURL)
        let found = try await HostProcess.run(["check"] + database)
        #expect(found.status == 1)
        #expect(
            found.output.contains("drift: landmark 1, night \(night): counter says 3 taken, 1 confirmed reservations"))
        #expect(found.output.contains("run with --repair"))
        let month = AvailabilityInput(landmarkID: 1, month: String(night.prefix(7)))
        let wrong = try await ada.send(ReservationsEndpoints.availability, month)
        #expect(wrong.nights.first { $0.date == night }?.free == wrong.campsites - 3)

        let repaired = try await HostProcess.run(["check", "--repair"] + database)
        #expect(repaired.status == 0, "\(repaired.output)")
        #expect(repaired.output.contains("repaired: landmark 1, night \(night)"))
        #expect(try await HostProcess.run(["check"] + database).status == 0)
        // The serving host reads the repaired counter within the bound its
        // counters are kept for (ADR 0106): it may answer from memory until then.
        let clock = ContinuousClock()
        let repairedAt = clock.now
        var free: Int?
        var campsites = 0
        repeat {
            let right = try await ada.send(ReservationsEndpoints.availability, month)
            (free, campsites) = (right.nights.first { $0.date == night }?.free, right.campsites)
            if free == campsites - 1 { break }
            try await Task.sleep(for: .milliseconds(50))
        } while clock.now - repairedAt < .seconds(2) + .seconds(5)
        #expect(free == campsites - 1)
        #expect(try await host.stop() == 0)
    }

    @Test func theBookingPagesShowMessagesBesideFieldsKeepWhatWasTypedAndHideOthersReservations() async throws {
        let host = try await HostProcess.start()
        let stranger = WebBrowser(host.baseURL)
        #expect(try await stranger.get("/landmarks/21/book").location == "/login?returnTo=%2Flandmarks%2F21%2Fbook")
        #expect(try await stranger.get("/reservations").location == "/login?returnTo=%2Freservations")

        let browser = WebBrowser(host.baseURL)
        try await browser.get("/signup")
        let created = try await browser.post(
            "/signup", [("name", "Page Camper"), ("email", "page.camper@example.com"), ("password", Self.password)])
        #expect(created.status == 303)
        #expect(try await browser.get("/landmarks/21").body.contains(#"href="/landmarks/21/book""#))
        #expect(try await browser.get("/landmarks/21/book").status == 200)

        let wrong = try await browser.post(
            "/landmarks/21/book",
            [
                ("checkIn", Self.night(30)), ("checkOut", Self.night(50)), ("guests", "41"),
                ("notes", "Bring <b>lanterns</b>"),
            ])
        #expect(wrong.status == 422)
        #expect(wrong.body.contains(#"id="checkOut-error""#))
        #expect(wrong.body.contains(#"id="guests-error""#))
        #expect(!wrong.body.contains(#"id="checkIn-error""#))
        #expect(wrong.body.contains(#"value="\#(Self.night(30))""#))
        #expect(wrong.body.contains("Bring &lt;b&gt;lanterns&lt;/b&gt;"))

        // Fill the night: this browser's stay and two other campers', then
        // a fourth person is refused with the night named.
        // Each Book below is pressed on its review: the form carries the stay
        // the review showed (a stay posted without one is reviewed first).
        let booked = try await Self.pressBook(
            browser, "/landmarks/21/book",
            ([("checkIn", Self.night(80)), ("checkOut", Self.night(81)), ("guests", "1"), ("notes", "")]))
        #expect(booked.status == 303)
        for name in ["fill.one", "fill.two"] {
            let camper = try await account(host, "\(name).page@example.com")
            _ = try await camper.send(
                ReservationsEndpoints.book,
                BookingInput(landmarkId: 21, checkIn: Self.night(80), checkOut: Self.night(81), guests: 1))
        }
        let other = WebBrowser(host.baseURL)
        try await other.get("/signup")
        _ = try await other.post(
            "/signup", [("name", "Other"), ("email", "other.page.camper@example.com"), ("password", Self.password)])
        try await other.get("/landmarks/21/book")
        let full = try await Self.pressBook(
            other, "/landmarks/21/book",
            ([("checkIn", Self.night(80)), ("checkOut", Self.night(81)), ("guests", "1"), ("notes", "")]))
        #expect(full.status == 409)
        #expect(full.body.contains(Self.night(80)))
        // The first browser's second stay on those nights names the one it holds.
        let again = try await Self.pressBook(
            browser, "/landmarks/21/book",
            ([("checkIn", Self.night(80)), ("checkOut", Self.night(82)), ("guests", "1"), ("notes", "")]))
        #expect(again.status == 409)
        // Named as people read days, not as the form sends them.
        #expect(again.body.contains("You already have a stay here from "))
        #expect(!again.body.contains("from \(Self.night(80))"), "the overlapping stay's days are in people's words")

        let mine = try await browser.get("/reservations")
        let href = try #require(mine.body.firstMatch(of: /href="(\/reservations\/[0-9A-Fa-f-]{36})"/)).1
        let trip = try await browser.get(String(href)).body
        #expect(trip.contains(#"id="cancel-link""#))
        // Directions and the calendar entry point at the landmark as Landmarks
        // has it: its coordinates cross the seam (ReservationsOnLandmarks).
        let landmark = try await browser.get("/api/v1/landmarks/21").body
        let latitude = try #require(landmark.firstMatch(of: /"latitude"\s*:\s*(-?[0-9.]+)/)).1
        let longitude = try #require(landmark.firstMatch(of: /"longitude"\s*:\s*(-?[0-9.]+)/)).1
        let place = String(format: "%.6f,%.6f", Double(latitude) ?? 0, Double(longitude) ?? 0)
        #expect(trip.contains("destination=\(place)\" id=\"directions-link\""))
        let calendar = try await browser.get(String(href) + "/calendar.ics")
        #expect(calendar.headers["content-type"] == "text/calendar; charset=utf-8")
        #expect(calendar.body.contains("\r\nGEO:\(place.replacingOccurrences(of: ",", with: ";"))\r\n"))
        #expect(try await other.get(String(href) + "/calendar.ics").status == 404)

        let hidden = try await other.get(String(href))
        #expect(hidden.status == 404)
        #expect(!hidden.body.contains(Self.night(80)))
        #expect(try await other.post(String(href) + "/cancel", []).status == 404)
        #expect(try await host.stop() == 0)
    }
}
