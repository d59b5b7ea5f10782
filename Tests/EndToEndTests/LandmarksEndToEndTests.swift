import API
import APIClient
import Foundation
import LandmarksApi
import Testing

/// The Landmarks API and pages, through a running host, with the Swift client a
/// native app would use.
@Suite(.serialized) struct LandmarksEndToEndTests {
    @Test func browsesTheSeededLandmarksThroughTheAPI() async throws {
        let host = try await HostProcess.start()
        let api = NetworkClient(baseURL: host.baseURL)
        let first = try await api.send(LandmarksEndpoints.list, ListLandmarksInput())
        #expect(first.total >= 30)
        #expect(first.items.count == 20)
        let lakes = try await api.send(
            LandmarksEndpoints.list,
            ListLandmarksInput(category: "lake", page: PageRequest(page: 1, perPage: 100)))
        #expect(!lakes.items.isEmpty && lakes.items.allSatisfy { $0.category == "lake" })
        let search = try await api.send(LandmarksEndpoints.list, ListLandmarksInput(search: "rushmore"))
        #expect(search.items.map(\.name) == ["Mount Rushmore"])
        let one = try await api.send(LandmarksEndpoints.landmark, LandmarkIDInput(id: search.items[0].id))
        #expect(one == search.items[0])
        let categories = try await api.send(LandmarksEndpoints.categories)
        #expect(categories.map(\.count).reduce(0, +) == first.total)
        #expect(try await host.stop() == 0)
    }

    @Test func badInputGetsA4xxProblemNeverA500() async throws {
        let host = try await HostProcess.start()
        let cases: [(String, Int)] = [
            ("/api/v1/landmarks/999999", 404),
            ("/api/v1/landmarks/not-a-number", 400),
            ("/api/v1/landmarks?category=volcano", 422),
            ("/api/v1/landmarks?perPage=-1", 422),
            ("/api/v1/landmarks?perPage=10000", 422),
            ("/api/v1/landmarks?q=" + String(repeating: "x", count: 10_240), 422),
        ]
        for (path, status) in cases {
            let response = try await host.get(path, accept: "application/json")
            #expect(response.status == status, "\(path.prefix(60))")
            #expect(response.headers["content-type"] == Problem.contentType)
            let problem = try APIJSON.decoder().decode(Problem.self, from: Data(response.body.utf8))
            #expect(problem.status == status)
            #expect(problem.detail?.isEmpty == false || problem.errors?.isEmpty == false)
        }
        #expect(try await host.stop() == 0)
    }

    @Test func servesThePages() async throws {
        let host = try await HostProcess.start()
        let home = try await host.get("/")
        #expect(home.status == 200)
        #expect(home.body.contains("<h1>Landmarks</h1>"))
        let detail = try await host.get("/landmarks/1")
        #expect(detail.status == 200)
        #expect(detail.headers["content-type"] == "text/html; charset=utf-8")
        let missing = try await host.get("/landmarks/999999")
        #expect(missing.status == 404)
        #expect(missing.body.contains("Landmark not found"))
        #expect(try await host.stop() == 0)
    }

    @Test func dataSurvivesARestartAndIsSeededOnce() async throws {
        let first = try await HostProcess.start()
        let before = try await NetworkClient(baseURL: first.baseURL).send(LandmarksEndpoints.list, ListLandmarksInput())
            .total
        #expect(try await first.stop() == 0)
        let second = try await HostProcess.start(databaseURL: first.databaseURL)
        let after = try await NetworkClient(baseURL: second.baseURL).send(LandmarksEndpoints.list, ListLandmarksInput())
            .total
        #expect(after == before)
        #expect(try await second.stop() == 0)
    }

    /// A process killed by the signal would report status 15; 0 means the
    /// service group caught SIGTERM, drained and closed the database.
    @Test func shutsDownGracefullyOnSIGTERM() async throws {
        let host = try await HostProcess.start()
        _ = try await host.get("/landmarks")
        #expect(try await host.stop() == 0)
    }

    @Test func migrateThenServeWithoutMigrating() async throws {
        let database = "sqlite:" + HostProcess.temporaryDirectory().appendingPathComponent("m.sqlite").path
        let migrate = try await HostProcess.run(["migrate", "--database-url", database])
        #expect(migrate.status == 0, "\(migrate.output)")
        #expect(migrate.output.contains("migrations complete"))
        let host = try await HostProcess.start(databaseURL: database, arguments: ["serve", "--skip-migrations"])
        #expect(
            try await NetworkClient(baseURL: host.baseURL).send(LandmarksEndpoints.list, ListLandmarksInput()).total
                >= 30)
        #expect(try await host.stop() == 0)
    }

    @Test func refusesABadConfigurationWithAClearMessage() async throws {
        let result = try await HostProcess.run(["serve", "--port", "99999"])
        #expect(result.status != 0)
        #expect(
            result.output.contains(
                #"port: "99999" from command line --port is not allowed: use a whole number from 0 to 65535"#))
        let database = try await HostProcess.run(["serve", "--database-url", "mysql://localhost/x"])
        #expect(database.status != 0)
        #expect(
            database.output.contains(
                #"databaseUrl: "mysql://localhost/x" from command line --database-url is not allowed"#))
        #expect(database.output.contains("postgres://user:password@host:5432/database"))
    }

    // remove-feature: Auth {
    @Test func configListsEveryFeaturesKeysWithTheValueInForceAndWhereItCameFrom() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("landmarks-\(UUID()).json")
        try #"{"auth": {"signupsPerHour": 7}, "idleTimeout": 12}"#.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let listed = try await HostProcess.run(["config", "--config-file", file.path, "--idle-timeout", "11"])
        #expect(listed.status == 0, "\(listed.output)")
        let lines = listed.output.split(separator: "\n").map(String.init)
        // Every feature's keys, under its namespace, beside the host's.
        for key in ["port", "databaseUrl", "auth.signupsPerHour", "auth.passwordCost"] {
            #expect(lines.contains(key), "\(key) is not listed")
        }
        #expect(listed.output.contains("--auth-signups-per-hour  LANDMARKS_AUTH_SIGNUPS_PER_HOUR"))
        #expect(listed.output.contains("default 20; now 7 (file \(file.path) (auth.signupsPerHour))"))
        #expect(listed.output.contains("default 30; now 11 (command line --idle-timeout)"))
        let refused = try await HostProcess.run([
            "config", "--config-file", file.path, "--auth-signups-per-hour", "none",
        ])
        #expect(refused.status != 0)
        #expect(
            refused.output.contains(
                #"auth.signupsPerHour: "none" from command line --auth-signups-per-hour is not allowed"#))
    }
    // remove-feature: Auth }
}
