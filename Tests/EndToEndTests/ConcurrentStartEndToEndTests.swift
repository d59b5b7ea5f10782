import Foundation
import Testing

/// Several hosts started at once on one new database, as a cluster comes up
/// (ADR 0127): each migrates under the database's lock, so one runs the
/// migrations, the others find them done, and all of them serve.
@Suite struct ConcurrentStartEndToEndTests {
    @Test func threeHostsStartingTogetherOnANewDatabaseAllServeOneCatalogue() async throws {
        let database = try Self.newDatabase()
        async let first = HostProcess.start(databaseURL: database)
        async let second = HostProcess.start(databaseURL: database)
        async let third = HostProcess.start(databaseURL: database)
        let hosts = try await [first, second, third]
        for host in hosts {
            let ready = try await host.get("/readyz", accept: "text/plain")
            #expect(ready.status == 200)
            // The seed ran once: 37 landmarks, not 74, on every host.
            let list = try await host.get("/api/v1/landmarks?perPage=1", accept: "application/json")
            #expect(list.status == 200)
            #expect(list.body.contains(#""total":37"#), "\(list.body.prefix(200))")
        }
        for host in hosts { try await host.stop() }
    }

    /// A new SQLite file, or, when the suite runs on PostgreSQL, a new
    /// database on that server (made with psql, which comes with it).
    static func newDatabase() throws -> String {
        guard let server = ProcessInfo.processInfo.environment["LANDMARKS_E2E_DATABASE_URL"] else {
            return "sqlite:" + HostProcess.temporaryDirectory().appendingPathComponent("shared.sqlite").path
        }
        let name = "landmarks_start_\(UInt32.random(in: 0...UInt32.max))"
        let psql = Process()
        psql.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        psql.arguments = ["psql", server, "-v", "ON_ERROR_STOP=1", "-q", "-c", "CREATE DATABASE \(name)"]
        try psql.run()
        psql.waitUntilExit()
        #expect(psql.terminationStatus == 0, "psql could not create \(name)")
        var url = URLComponents(string: server)!
        url.path = "/\(name)"
        return url.string!
    }
}
