// remove-feature: Auth (the whole file)
import API
import APIClient
import AuthApi
import Foundation
import LandmarksApi
import Testing

/// Favorites through a running host: the heart on the pages, the API, and what
/// happens to them when the account goes.
@Suite(.serialized) struct FavoritesEndToEndTests {
    static let password = "correct horse battery"

    private func signedIn(_ host: HostProcess, email: String) async throws -> (WebBrowser, NetworkClient) {
        let browser = WebBrowser(host.baseURL)
        try await browser.get("/signup")
        let created = try await browser.post(
            "/signup", [("name", "Fave"), ("email", email), ("password", Self.password)])
        #expect(created.status == 303)
        let token = try await NetworkClient(baseURL: host.baseURL).send(
            AuthEndpoints.logIn, JSONBody(LogInRequest(email: email, password: Self.password))
        ).token
        return (browser, NetworkClient(baseURL: host.baseURL, bearerToken: token))
    }

    @Test func favoriteAndUnfavoriteThroughThePagesAndTheAPI() async throws {
        let host = try await HostProcess.start()
        let (browser, api) = try await signedIn(host, email: "fave@example.com")

        let page = try await browser.get("/landmarks/1")
        #expect(page.body.contains(#"action="/landmarks/1/favorite""#))
        let pressed = try await browser.post("/landmarks/1/favorite", [("returnTo", "/landmarks/1")])
        #expect(pressed.status == 303)
        #expect(pressed.location == "/landmarks/1")
        #expect(try await browser.get("/landmarks/1").body.contains("♥ Saved"))

        #expect(try await api.send(LandmarksEndpoints.landmark, LandmarkIDInput(id: 1)).isFavorite == true)
        #expect(try await api.send(LandmarksEndpoints.landmark, LandmarkIDInput(id: 2)).isFavorite == false)
        _ = try await api.send(LandmarksEndpoints.favorite, LandmarkIDInput(id: 2))
        let mine = try await browser.get("/favorites")
        #expect(mine.body.contains("2 landmarks kept"))
        #expect(try await api.send(LandmarksEndpoints.favorites).map(\.id).sorted() == [1, 2])

        let unpressed = try await browser.post("/landmarks/2/unfavorite", [("returnTo", "/favorites")])
        #expect(unpressed.location == "/favorites")
        _ = try await api.send(LandmarksEndpoints.unfavorite, LandmarkIDInput(id: 1))
        #expect(try await api.send(LandmarksEndpoints.favorites).isEmpty)
        #expect(try await browser.get("/favorites").body.contains("Nothing kept yet"))

        // Anonymous: no favorite field, no keeping, the heart leads to log in.
        let anonymous = NetworkClient(baseURL: host.baseURL)
        #expect(try await anonymous.send(LandmarksEndpoints.landmark, LandmarkIDInput(id: 1)).isFavorite == nil)
        let (_, status) = try await anonymous.raw(LandmarksEndpoints.favorite, LandmarkIDInput(id: 1))
        #expect(status == 401)
        let stranger = WebBrowser(host.baseURL)
        #expect(try await stranger.get("/landmarks/1").body.contains(#"href="/login?returnTo=%2Flandmarks%2F1""#))
        #expect(try await stranger.get("/favorites").location == "/login?returnTo=%2Ffavorites")
        #expect(try await host.stop() == 0)
    }

    @Test func aFavoriteWithoutTheCSRFTokenIsRefusedAndNothingIsKept() async throws {
        let host = try await HostProcess.start()
        let (browser, api) = try await signedIn(host, email: "csrf.fave@example.com")
        let forged = try await browser.post("/landmarks/3/favorite", [("returnTo", "/landmarks/3")], csrf: "forged")
        #expect(forged.status == 403)
        #expect(try await api.send(LandmarksEndpoints.favorites).isEmpty)
        #expect(try await host.stop() == 0)
    }

    @Test func deletingTheAccountDeletesItsFavoritesAndSessions() async throws {
        let host = try await HostProcess.start()
        let (browser, api) = try await signedIn(host, email: "gone.fave@example.com")
        let (_, other) = try await signedIn(host, email: "stays.fave@example.com")
        _ = try await api.send(LandmarksEndpoints.favorite, LandmarkIDInput(id: 1))
        _ = try await api.send(LandmarksEndpoints.favorite, LandmarkIDInput(id: 2))
        _ = try await other.send(LandmarksEndpoints.favorite, LandmarkIDInput(id: 1))
        #expect(try await DatabaseRows.count("favorites", in: host.databaseURL) >= 3)
        let before = try await DatabaseRows.count("favorites", in: host.databaseURL)
        let sessionsBefore = try await DatabaseRows.count("sessions", in: host.databaseURL)

        try await browser.get("/account")
        let deleted = try await browser.post("/account/delete", [("password", Self.password)])
        #expect(deleted.status == 303)
        #expect(try await DatabaseRows.count("favorites", in: host.databaseURL) == before - 2)
        #expect(try await DatabaseRows.count("sessions", in: host.databaseURL) == sessionsBefore - 2)
        #expect(try await other.send(LandmarksEndpoints.favorites).map(\.id) == [1])
        #expect(try await host.stop() == 0)
    }
}

/// Counts rows the way an operator would check, outside the app: Python's
/// sqlite3 for a SQLite file, psql for PostgreSQL.
enum DatabaseRows {
    static func count(_ table: String, in databaseURL: String) async throws -> Int {
        let text = try await run("SELECT COUNT(*) FROM \(table)", in: databaseURL)
        guard let count = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw DatabaseRowsError.unreadable(table, text)
        }
        return count
    }

    /// Runs one statement the way an operator would, outside the host (a
    /// SELECT's first column of its first row comes back as text).
    @discardableResult
    static func run(_ statement: String, in databaseURL: String) async throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        if databaseURL.hasPrefix("sqlite:") {
            let path = String(databaseURL.dropFirst("sqlite:".count))
            process.arguments = [
                "python3", "-c",
                "import sqlite3, sys; db = sqlite3.connect(sys.argv[1], timeout=10); row ="
                    + " db.execute(sys.argv[2]).fetchone(); "
                    + "db.commit(); print(row[0] if row else '')",
                path, statement,
            ]
        } else {
            process.arguments = ["psql", databaseURL, "-v", "ON_ERROR_STOP=1", "-tAc", statement]
        }
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        while process.isRunning { try await Task.sleep(for: .milliseconds(20)) }
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        guard process.terminationStatus == 0 else { throw DatabaseRowsError.unreadable(statement, text) }
        return text
    }
}

enum DatabaseRowsError: Error {
    case unreadable(String, String)
}
