import API
import APIClient
import AuthApi // remove-feature: Auth
import Foundation
import LandmarksApi
import ReservationsApi // remove-feature: Reservations
import Testing

/// `landmarks catalogue import` against hosts already serving the database:
/// what one process imports, every host shows within the refresh bound, and
/// an import that would leave bookings without a campsite changes nothing.
@Suite(.serialized) struct CatalogueImportEndToEndTests {
    /// ADR 0106: one refresh interval (1 s) plus one reread; generous here
    /// because the test machine is shared.
    static let bound: Duration = .seconds(5)

    private func write(_ entries: [[String: Any]]) throws -> String {
        let file = HostProcess.temporaryDirectory().appendingPathComponent("catalogue.json")
        try JSONSerialization.data(withJSONObject: entries).write(to: file)
        return file.path
    }

    private func cove(_ name: String, campsites: Int, category: String = "coast") -> [String: Any] {
        [
            "name": name, "park": "Test Shores", "state": "Maine", "category": category,
            "description": "A cove that only tests visit.", "latitude": 44.3, "longitude": -68.2,
            "campsites": campsites,
        ]
    }

    /// Waits until `condition` holds for what `host` lists under `search`.
    private func eventually(
        _ host: HostProcess, search: String, _ condition: @escaping ([LandmarkDTO]) -> Bool
    ) async throws -> (Bool, Duration) {
        let client = NetworkClient(baseURL: host.baseURL)
        let clock = ContinuousClock()
        let start = clock.now
        while clock.now - start < Self.bound {
            let page = try await client.send(
                LandmarksEndpoints.list, ListLandmarksInput(search: search))
            if condition(page.items) { return (true, clock.now - start) }
            try await Task.sleep(for: .milliseconds(100))
        }
        return (false, clock.now - start)
    }

    @Test func anImportOnOneProcessShowsOnEveryHostAndNeverStrandsABooking() async throws {
        let first = try await HostProcess.start()
        let second = try await HostProcess.start(databaseURL: first.databaseURL)
        let name = "Test Cove \(UUID().uuidString.prefix(8))"
        let database = ["--database-url", first.databaseURL]

        let added = try await HostProcess.run(
            ["catalogue", "import", try write([cove(name, campsites: 2)])] + database)
        #expect(added.status == 0, "\(added.output)")
        #expect(added.output.contains("1 added, 0 updated"))
        let (seen, after) = try await eventually(second, search: name) { $0.count == 1 }
        #expect(seen, "the second host did not show the import within \(Self.bound)")
        #expect(after < Self.bound)
        // Each host refreshes on its own clock: the first one too, within the bound.
        let (seenByFirst, _) = try await eventually(first, search: name) { $0.count == 1 }
        #expect(seenByFirst)
        let landmark = try #require(
            try await NetworkClient(baseURL: first.baseURL).send(
                LandmarksEndpoints.list, ListLandmarksInput(search: name)
            ).items.first)
        #expect(landmark.campsiteCount == 2 && landmark.category == "coast")

        // remove-feature: Auth {
        // remove-feature: Reservations {
        // Both campsites of one night booked, then an import that lowers the count to 1.
        // One stay at a time at a landmark per account: three campers.
        var campers: [NetworkClient] = []
        for _ in 0..<3 {
            campers.append(try await camper(signingUpOn: first, bookingOn: second, named: "Camper"))
        }
        let night = ReservationsEndToEndTests.night(95)
        let nextNight = ReservationsEndToEndTests.night(96)
        for camper in campers.prefix(2) {
            _ = try await camper.send(
                ReservationsEndpoints.book,
                BookingInput(landmarkId: landmark.id, checkIn: night, checkOut: nextNight, guests: 1))
        }
        let lowered = try await HostProcess.run(
            ["catalogue", "import", try write([cove(name, campsites: 1)])] + database)
        #expect(lowered.status == 1)
        #expect(lowered.output.contains("nothing was changed"))
        #expect(lowered.output.contains("\(night) (2 booked)"))
        // remove-feature: Reservations }
        // remove-feature: Auth }

        // A file with bad entries names each one and changes nothing either.
        let bad = try await HostProcess.run(
            [
                "catalogue", "import",
                try write([
                    cove(name, campsites: 9), cove("", campsites: 1), cove("X", campsites: -3, category: "volcano"),
                ]),
            ]
                + database)
        #expect(bad.status == 1)
        #expect(bad.output.contains("entry 2 (no name)"))
        #expect(
            bad.output.contains("entry 3 (X)") && bad.output.contains("volcano") && bad.output.contains("campsites"))
        // That nothing changed is proved against a change that did: a later
        // import, once the second host shows it, would have brought the
        // refused ones along had they been stored.
        let marker = "\(name) Marker"
        let markerImport = try await HostProcess.run(
            ["catalogue", "import", try write([cove(marker, campsites: 1)])] + database)
        #expect(markerImport.status == 0, "\(markerImport.output)")
        let (markerSeen, _) = try await eventually(second, search: marker) { $0.count == 1 }
        #expect(markerSeen, "the second host did not show the later import within \(Self.bound)")
        let unchanged = try await NetworkClient(baseURL: second.baseURL).send(
            LandmarksEndpoints.landmark, LandmarkIDInput(id: landmark.id))
        #expect(unchanged.campsiteCount == 2)

        // Raising it is accepted; the night that was full has a campsite again.
        let raised = try await HostProcess.run(
            ["catalogue", "import", try write([cove(name, campsites: 3)])] + database)
        #expect(raised.status == 0, "\(raised.output)")
        #expect(raised.output.contains("0 added, 1 updated"))
        let (shown, _) = try await eventually(first, search: name) { $0.first?.campsiteCount == 3 }
        #expect(shown)
        // remove-feature: Auth {
        // remove-feature: Reservations {
        let third = try await campers[2].send(
            ReservationsEndpoints.book,
            BookingInput(landmarkId: landmark.id, checkIn: night, checkOut: nextNight, guests: 1))
        #expect(third.status == "confirmed")
        // remove-feature: Reservations }
        // remove-feature: Auth }
        #expect(try await second.stop() == 0)
        #expect(try await first.stop() == 0)
    }

    // remove-feature: Auth {
    // remove-feature: Reservations {
    /// A new account signed up and logged in on `signUpHost`, booking
    /// through `bookingHost`.
    private func camper(signingUpOn signUpHost: HostProcess, bookingOn bookingHost: HostProcess, named name: String)
        async throws -> NetworkClient
    {
        let anonymous = NetworkClient(baseURL: signUpHost.baseURL)
        let email = "\(name.lowercased()).\(UUID().uuidString.prefix(6))@example.com"
        _ = try await anonymous.send(
            AuthEndpoints.signUp, JSONBody(SignUpRequest(email: email, name: name, password: "correct horse battery")))
        let token = try await anonymous.send(
            AuthEndpoints.logIn, JSONBody(LogInRequest(email: email, password: "correct horse battery"))
        ).token
        return NetworkClient(baseURL: bookingHost.baseURL, bearerToken: token)
    }

    /// A changed count lays a landmark's sites out again, and listed sites
    /// replace them: an import that would retire a site a stay still to
    /// come holds, or shrink it, is refused, naming the stay, and goes
    /// through once that stay is cancelled.
    @Test func anImportThatWouldRetireABookedSiteIsRefusedNamingTheStay() async throws {
        let host = try await HostProcess.start()
        let database = ["--database-url", host.databaseURL]
        let name = "Test Cove \(UUID().uuidString.prefix(8))"
        // Five campsites are A1-A3, B1 and the walk-in W1; four have no W1.
        let added = try await HostProcess.run(
            ["catalogue", "import", try write([cove(name, campsites: 5)])] + database)
        #expect(added.status == 0, "\(added.output)")
        let (seen, _) = try await eventually(host, search: name) { $0.count == 1 }
        #expect(seen, "the host did not show the import within \(Self.bound)")
        let landmark = try #require(
            try await NetworkClient(baseURL: host.baseURL).send(
                LandmarksEndpoints.list, ListLandmarksInput(search: name)
            ).items.first)
        let camper = try await camper(signingUpOn: host, bookingOn: host, named: "Walker")
        let stay = try await camper.send(
            ReservationsEndpoints.book,
            BookingInput(
                landmarkId: landmark.id, checkIn: ReservationsEndToEndTests.night(97),
                checkOut: ReservationsEndToEndTests.night(99), guests: 2, siteNumber: "W1", vehicles: 0))
        #expect(stay.siteNumber == "W1")

        let lowered = try await HostProcess.run(
            ["catalogue", "import", try write([cove(name, campsites: 4)])] + database)
        #expect(lowered.status == 1)
        #expect(lowered.output.contains("nothing was changed"))
        #expect(lowered.output.contains("would retire sites held by stays to come: W1: stay \(stay.confirmationCode)"))
        let kept = try await NetworkClient(baseURL: host.baseURL).send(
            LandmarksEndpoints.sites, LandmarkIDInput(id: landmark.id))
        #expect(kept.map(\.number).contains("W1"))

        // Listed one by one, the sites may grow and gain one; W1 made too
        // small under the stay is refused as its retirement is.
        func listed(walkInPeople: Int) -> [String: Any] {
            var entry = cove(name, campsites: 0)
            entry["campsites"] = nil
            entry["sites"] =
                ["A1", "A2", "A3"].map { ["number": $0, "kind": "tent", "maxPeople": 6, "maxVehicles": 2] } + [
                    ["number": "B1", "kind": "rv", "maxPeople": 8, "maxVehicles": 2, "accessible": true],
                    ["number": "W1", "kind": "walk-in", "maxPeople": walkInPeople, "maxVehicles": 0],
                    ["number": "G7", "kind": "group", "maxPeople": 25, "maxVehicles": 4],
                ]
            return entry
        }
        let shrunk = try await HostProcess.run(
            ["catalogue", "import", try write([listed(walkInPeople: 1)])] + database)
        #expect(shrunk.status == 1)
        #expect(
            shrunk.output.contains(
                "its sites would retire or shrink sites held by stays to come: W1: stay \(stay.confirmationCode)"))
        let grown = try await HostProcess.run(
            ["catalogue", "import", try write([listed(walkInPeople: 6)])] + database)
        #expect(grown.status == 0, "\(grown.output)")
        let deadline = ContinuousClock.now + Self.bound
        var sites: [CampsiteDTO] = []
        while ContinuousClock.now < deadline {
            sites = try await NetworkClient(baseURL: host.baseURL).send(
                LandmarksEndpoints.sites, LandmarkIDInput(id: landmark.id))
            if sites.contains(where: { $0.number == "G7" }) { break }
            try await Task.sleep(for: .milliseconds(100))
        }
        #expect(sites.map(\.number) == ["A1", "A2", "A3", "B1", "G7", "W1"])
        #expect(sites.first { $0.number == "G7" }?.kind == "group")
        #expect(sites.first { $0.number == "W1" }?.maxPeople == 6)
        #expect(sites.first { $0.number == "B1" }?.accessible == true)

        _ = try await camper.send(ReservationsEndpoints.cancel, ReservationIDInput(id: stay.id))
        let again = try await HostProcess.run(
            ["catalogue", "import", try write([cove(name, campsites: 4)])] + database)
        #expect(again.status == 0, "\(again.output)")
        #expect(try await host.stop() == 0)
    }
    // remove-feature: Reservations }
    // remove-feature: Auth }
}
