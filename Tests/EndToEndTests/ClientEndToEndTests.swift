// remove-feature: Auth (the whole file)
import API
import APIClient
import Foundation
import LandmarksApi
import ReservationsApi // remove-feature: Reservations
import Testing

/// `landmarks-client` against a started host: every command, then the host
/// stopped (answers from the disk cache, in new processes), then the host
/// back (fresh answers replace the cached ones).
@Suite(.serialized) struct ClientEndToEndTests {
    static let password = "correct horse battery"

    @Test func everyCommandThenOfflineThenBackOnline() async throws {
        let host = try await HostProcess.start()
        let cache = HostProcess.temporaryDirectory().appendingPathComponent("client-cache")
        let client = ClientProcess(baseURL: host.baseURL, cacheDirectory: cache)
        let email = "client.\(UUID().uuidString.prefix(8).lowercased())@example.com"
        // remove-feature: Reservations {
        // A month with room to book, far enough ahead for every landmark's calendar.
        let checkIn = ReservationsEndToEndTests.night(50)
        let checkOut = ReservationsEndToEndTests.night(52)
        let month = String(checkIn.prefix(7))
        // remove-feature: Reservations }

        // Browsing, signed out.
        var answer = try await client.run(["landmarks", "--category", "lake", "--q", "tahoe"])
        #expect(answer.status == 0, "\(answer)")
        #expect(answer.output.contains("Lake Tahoe") && answer.output.contains("Page 1 of 1, 1 landmark."))
        #expect(!answer.output.contains("from the cache"))
        answer = try await client.run(["landmark", "17"])
        #expect(answer.status == 0 && answer.output.contains("(#17)"), "\(answer)")
        let campsites = answer.output.split(separator: " ").firstIndex(of: "campsites").flatMap { index in
            Int(answer.output.split(separator: " ")[index - 1])
        }
        answer = try await client.run(["sites", "17"])
        let siteLines = answer.output.split(separator: "\n")
        #expect(answer.status == 0 && siteLines.first?.hasPrefix("A1 ") == true, "\(answer)")
        #expect(siteLines.count == campsites, "\(answer)")
        answer = try await client.run(["sites", "999999"])
        #expect(answer.status == 1 && answer.errors.contains("999999"), "\(answer)")
        answer = try await client.run(["landmarks", "--category", "volcano"])
        #expect(answer.status != 0 && answer.errors.contains("volcano"), "\(answer)")
        answer = try await client.run(["me"])
        #expect(
            answer.status == 1
                && answer.errors == "landmarks-client: Log in first: landmarks-client login --email you@example.com\n")

        // An account.
        answer = try await client.run(["signup", "--email", email, "--name", "Client Camper"], input: "short")
        #expect(answer.status == 1 && answer.errors.contains("password: Use at least 10 characters"), "\(answer)")
        answer = try await client.run(["signup", "--email", email, "--name", "Client Camper"], input: Self.password)
        #expect(answer.status == 0 && answer.output.contains("Signed up as Client Camper"), "\(answer)")
        answer = try await client.run(["login", "--email", email], input: "wrong password!")
        #expect(answer.status == 1 && answer.errors.contains("do not match"), "\(answer)")
        answer = try await client.run(["login", "--email", email], input: Self.password)
        #expect(answer.status == 0 && answer.output.contains("Logged in as Client Camper"), "\(answer)")
        let sessionFile = cache.appendingPathComponent("session.json")
        let mode = try FileManager.default.attributesOfItem(atPath: sessionFile.path)[.posixPermissions] as? NSNumber
        #expect(mode?.intValue == 0o600)
        answer = try await client.run(["me"])
        #expect(answer.output.contains("Client Camper <\(email)>"), "\(answer)")

        // Favorites.
        answer = try await client.run(["favorite", "17"])
        #expect(answer.status == 0, "\(answer)")
        answer = try await client.run(["landmark", "17"])
        #expect(answer.output.contains("one of your favorites"), "\(answer)")
        answer = try await client.run(["favorites"])
        #expect(answer.output.split(separator: "\n").count == 3, "\(answer)")
        answer = try await client.run(["unfavorite", "17"])
        #expect(answer.status == 0, "\(answer)")
        answer = try await client.run(["favorites"])
        #expect(answer.output.contains("No favorites yet."), "\(answer)")

        // remove-feature: Reservations {
        // Availability, booking, cancelling.
        answer = try await client.run(["availability", "17", "--month", month])
        #expect(answer.status == 0 && answer.output.contains(checkIn), "\(answer)")
        answer = try await client.run(["book", "17", "--check-in", checkIn, "--check-out", checkOut, "--guests", "2"])
        #expect(answer.status == 0 && answer.output.contains(", 2 nights, for 2: $"), "\(answer)")
        let first = try #require(answer.output.firstMatch(of: /reservation ([0-9a-f-]{36})/)).1
        let code = try #require(answer.output.firstMatch(of: /Confirmation ([2-9A-Z]{4}-[2-9A-Z]{4})/)).1
        answer = try await client.run(["book", "17", "--check-in", checkIn, "--check-out", checkOut, "--guests", "2"])
        #expect(answer.status == 1 && answer.errors.contains("landmarks-client:"), "\(answer)")
        answer = try await client.run(["book", "17", "--check-in", checkOut, "--check-out", checkIn, "--guests", "2"])
        #expect(answer.status == 1 && answer.errors.contains("checkOut"), "\(answer)")
        // Cancelled by the code a person was given, typed in lower case.
        answer = try await client.run(["cancel", code.lowercased()])
        #expect(answer.status == 0 && answer.output.contains("Cancelled reservation \(first)"), "\(answer)")
        answer = try await client.run(["cancel", "ZZZZ-ZZZZ"])
        #expect(
            answer.status == 1 && answer.errors.contains("no reservation with confirmation code ZZZZ-ZZZZ"), "\(answer)"
        )
        // Without --month, this month.
        answer = try await client.run(["availability", "17"])
        #expect(answer.status == 0 && answer.output.contains(Self.thisMonthTitle()), "\(answer)")
        answer = try await client.run([
            "book", "17", "--check-in", checkIn, "--check-out", checkOut, "--guests", "3", "--site", "A2",
        ])
        #expect(answer.status == 0 && answer.output.contains(" site A2, "), "\(answer)")
        answer = try await client.run(["reservations"])
        #expect(answer.status == 0 && answer.output.contains(" A2 "), "\(answer)")
        // A hold: shown with its time left, confirmed once; none left after.
        let (holdIn, holdOut) = (ReservationsEndToEndTests.night(53), ReservationsEndToEndTests.night(55))
        answer = try await client.run(["hold", "17", "--check-in", holdIn, "--check-out", holdOut, "--guests", "2"])
        #expect(answer.status == 0 && answer.output.contains(/1[45] min \d+ s left/), "\(answer)")
        let hold = try #require(answer.output.firstMatch(of: /confirm-hold ([0-9a-f-]{36})/)).1
        answer = try await client.run(["held"])
        #expect(answer.status == 0 && answer.output.contains(String(hold)), "\(answer)")
        answer = try await client.run(["confirm-hold", String(hold)])
        #expect(
            answer.status == 0 && answer.output.contains("Booked ") && answer.output.contains(" site "), "\(answer)")
        answer = try await client.run(["held"])
        #expect(answer.status == 0 && answer.output == "You hold nothing.\n", "\(answer)")
        answer = try await client.run(["release-hold", String(hold)])
        #expect(answer.status == 1 && answer.errors.contains("no hold of yours"), "\(answer)")
        // A search by dates: the table ends with the stay's total.
        answer = try await client.run([
            "landmarks", "--q", "tahoe", "--check-in", checkIn, "--check-out", checkOut, "--guests", "2", "--sort",
            "price",
        ])
        #expect(
            answer.status == 0 && answer.output.contains("STAY") && answer.output.contains("Lake Tahoe"), "\(answer)")
        #expect(answer.output.contains(/\$\d+(\.\d\d)?\s*\n/), "\(answer)")
        answer = try await client.run(["landmarks", "--check-in", checkOut, "--check-out", checkIn])
        #expect(answer.status == 1 && answer.errors.contains("Check-out must be after check-in."), "\(answer)")
        answer = try await client.run(["reservations"])
        #expect(answer.output.contains("cancelled") && answer.output.contains("confirmed"), "\(answer)")
        #expect(try await client.run(["availability", "17", "--month", month]).status == 0)
        // remove-feature: Reservations }
        // Read once more so that each of these is cached for this account.
        for read in [["landmarks", "--category", "lake"], ["favorites"], ["me"]] {
            #expect(try await client.run(read).status == 0)
        }

        // The host goes away.
        let port = try #require(host.baseURL.port)
        try await host.stop()
        answer = try await client.run(["landmarks", "--category", "lake", "--policy", "networkOnly"])
        #expect(answer.status == 1, "\(answer)")
        #expect(answer.output.isEmpty)
        #expect(answer.errors == "landmarks-client: Cannot reach the server (nothing answers at 127.0.0.1:\(port)).\n")
        for policy in ["networkElseCache", "cacheOnly"] {
            answer = try await client.run(["landmarks", "--category", "lake", "--policy", policy])
            #expect(answer.status == 0 && answer.output.contains("Lake Tahoe"), "\(answer)")
            #expect(answer.output.contains(/\(from the cache, \d+ seconds? old\)/), "\(answer)")
            answer = try await client.run(["favorites", "--policy", policy])
            #expect(answer.status == 0 && answer.output.contains("from the cache"), "\(answer)")
            // remove-feature: Reservations {
            answer = try await client.run(["reservations", "--policy", policy])
            #expect(answer.status == 0 && answer.output.contains("from the cache"), "\(answer)")
            #expect(answer.output.contains("cancelled") && answer.output.contains("confirmed"), "\(answer)")
            // remove-feature: Reservations }
        }
        answer = try await client.run(["landmarks", "--category", "lake", "--policy", "cacheThenFetch"])
        #expect(answer.status == 0 && answer.output.contains("from the cache"), "\(answer)")
        #expect(answer.output.contains("(could not refresh: Cannot reach the server"), "\(answer)")
        answer = try await client.run(["landmark", "18", "--policy", "cacheOnly"])
        #expect(answer.status == 1 && answer.errors.contains("Nothing is cached for this yet"), "\(answer)")

        // The host is back, on the same port and database; a favorite (and
        // another of the account's stays) is added behind the client's back.
        let back = try await HostProcess.start(databaseURL: host.databaseURL, port: port)
        let token =
            try #require(
                try JSONSerialization.jsonObject(with: Data(contentsOf: sessionFile)) as? [String: Any])["token"]
            as? String
        let api = NetworkClient(baseURL: back.baseURL, bearerToken: token)
        _ = try await api.send(LandmarksEndpoints.favorite, LandmarkIDInput(id: 18))
        answer = try await client.run(["favorites", "--policy", "networkElseCache"])
        #expect(answer.status == 0 && !answer.output.contains("from the cache"), "\(answer)")
        #expect(answer.output.split(separator: "\n").count == 3, "\(answer)")
        answer = try await client.run(["favorites", "--policy", "cacheOnly"])
        #expect(answer.output.split(separator: "\n").count == 4, "the cache now holds the fresh list: \(answer)")
        // remove-feature: Reservations {
        _ = try await api.send(
            ReservationsEndpoints.book,
            BookingInput(
                landmarkId: 18, checkIn: checkIn, checkOut: checkOut, guests: 1))
        answer = try await client.run(["reservations", "--policy", "networkElseCache"])
        #expect(answer.status == 0 && !answer.output.contains("from the cache"), "\(answer)")
        #expect(answer.output.split(separator: "\n").count == 6, "\(answer)")
        answer = try await client.run(["reservations", "--policy", "cacheOnly"])
        #expect(answer.output.split(separator: "\n").count == 7, "the cache now holds the fresh list: \(answer)")
        // remove-feature: Reservations }

        // Logging out forgets the session and the account's cached answers.
        answer = try await client.run(["logout"])
        #expect(answer.status == 0 && answer.output == "Logged out.\n", "\(answer)")
        #expect(!FileManager.default.fileExists(atPath: sessionFile.path))
        answer = try await client.run(["favorites", "--policy", "cacheOnly"])
        #expect(answer.status == 1, "\(answer)")
        try await back.stop()
    }

    // remove-feature: Reservations {
    /// "November 2026": the month the client picks without --month (UTC).
    static func thisMonthTitle() -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "MMMM yyyy"
        return formatter.string(from: Date())
    }
    // remove-feature: Reservations }
}
