import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A PostgreSQL server with every connection slot taken: a host started then
/// waits for one, saying so, instead of exiting; once two slots free up it
/// starts with fewer connections than its pool asks for, and serves every
/// request of a burst larger than its pool, never marking the database down
/// (ADR 0127). Each request of the burst reaches the database whatever
/// features the host has (a session looked up by a token nobody was given),
/// so this stands without any feature. Only in the PostgreSQL stage; it runs a
/// server of its own.
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["LANDMARKS_E2E_DATABASE_URL"] != nil))
struct ConnectionSlotsEndToEndTests {
    @Test func aHostWaitsForAFreeSlotAtStartThenServesWithFewerConnectionsThanAsked() async throws {
        let server = try PostgresServer.start()
        defer { server.remove() }
        // A killed session's slot is freed within 100 ms, not when its sleep ends.
        try server.restart(adding: "-c max_connections=6 -c client_connection_check_interval=100")
        // Migrate first, so the host under test needs no migration lock.
        let migrated = try await HostProcess.run(["migrate", "--database-url", server.url])
        #expect(migrated.status == 0, "\(migrated.output)")

        let holders = try await Self.fill(server)
        defer { for holder in holders { holder.release() } }

        // Two slots come free once the host says it is waiting for one; a host
        // that gave up instead would exit, which fails the start.
        let host = try await HostProcess.start(
            databaseURL: server.url,
            arguments: ["serve", "--skip-migrations", "--database-pool-size", "4", "--database-start-timeout", "120"],
            whileStarting: { log in
                if log.contains("waiting for a free database connection slot") {
                    holders[0].release()
                    holders[1].release()
                }
            })
        let waiting = host.log.components(separatedBy: "waiting for a free database connection slot").count - 1
        #expect(waiting >= 1, "the host never said it was waiting:\n\(host.log)")
        #expect(try await host.get("/readyz", accept: "text/plain").status == 200)

        // Two slots: one for the pool now, one more it can open; it asked for four.
        let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<24 {
                group.addTask {
                    var request = URLRequest(
                        url: host.baseURL.appendingPathComponent("api/v1/landmarks"), timeoutInterval: 10)
                    request.setValue("Bearer \(DatabaseReads.unknownToken())", forHTTPHeaderField: "Authorization")
                    let (_, response) = try await URLSession.shared.data(for: request, delegate: nil)
                    return (response as! HTTPURLResponse).statusCode
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        // Each was looked up and found to be nobody's: answered, not a 503.
        #expect(statuses.filter { $0 != 401 }.isEmpty, "statuses: \(statuses)")
        #expect(!host.log.contains("database unreachable"))
        #expect(try await host.stop() == 0)
    }

    /// A host starts on one connection: the migration lock and the
    /// migrations share it. So three hosts given three slots, started
    /// together on a new database, all migrate (one after the other) and
    /// serve; a fourth finds no slot, and its exit says so, not that the
    /// database "does not answer".
    @Test func threeHostsWithOneSlotEachAllStartTogetherAndAFourthIsToldThereIsNoFreeSlot() async throws {
        let server = try PostgresServer.start()
        defer { server.remove() }
        try server.restart(adding: "-c max_connections=3 -c superuser_reserved_connections=0")
        let arguments = ["serve", "--database-pool-size", "1", "--database-start-timeout", "120"]
        async let first = HostProcess.start(databaseURL: server.url, arguments: arguments)
        async let second = HostProcess.start(databaseURL: server.url, arguments: arguments)
        async let third = HostProcess.start(databaseURL: server.url, arguments: arguments)
        let hosts = try await [first, second, third]
        for host in hosts {
            #expect(try await host.get("/readyz", accept: "text/plain").status == 200)
            let list = try await host.get("/api/v1/landmarks?perPage=1", accept: "application/json")
            #expect(list.body.contains(#""total":37"#), "\(list.body.prefix(200))")
        }

        let fourth = try await HostProcess.run(
            ["serve", "--database-url", server.url, "--database-start-timeout", "2", "--port", "0"])
        #expect(fourth.status != 0)
        #expect(fourth.output.contains("waiting for a free database connection slot"), "\(fourth.output)")
        #expect(fourth.output.contains("has no free connection slot (max_connections reached)"), "\(fourth.output)")
        #expect(!fourth.output.contains("does not answer"), "\(fourth.output)")
        for host in hosts { #expect(try await host.stop() == 0) }
    }

    /// Sessions holding every slot: one more each time all before it are
    /// connected, until the server refuses a fresh connection.
    private static func fill(_ server: PostgresServer) async throws -> [SlotHolder] {
        var holders: [SlotHolder] = []
        let deadline = ContinuousClock.now + .seconds(30)
        while ContinuousClock.now < deadline {
            let probe = try PSQL.run(
                url: server.url, sql: "SELECT count(*) FROM pg_stat_activity WHERE query LIKE 'SELECT pg_sleep%'")
            if probe.contains("too many clients") || probe.contains("remaining connection slots") { return holders }
            if let connected = Int(probe.trimmingCharacters(in: .whitespacesAndNewlines)),
                connected == holders.filter(\.isRunning).count
            {
                holders.append(try SlotHolder(url: server.url))
            }
            try await Task.sleep(for: .milliseconds(100))
        }
        for holder in holders { holder.release() }
        throw SlotsNotFilled(holders: holders.count)
    }

    struct SlotsNotFilled: Error { var holders: Int }
}

/// One psql session that holds a connection slot until released.
private final class SlotHolder: Sendable {
    private let process: Process

    init(url: String) throws {
        process = Process()
        process.executableURL = URL(fileURLWithPath: PostgresServer.psql)
        process.arguments = [url, "-c", "SELECT pg_sleep(600)"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    var isRunning: Bool { process.isRunning }

    /// Kills the session and returns once it is gone (polled: `waitUntilExit`
    /// hung when called from a task).
    func release() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        let deadline = Date().addingTimeInterval(5)
        while process.isRunning, Date() < deadline { usleep(10_000) }
    }
}

/// psql run to its end: what it printed, errors included.
private enum PSQL {
    static func run(url: String, sql: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: PostgresServer.psql)
        process.arguments = [url, "-Atc", sql]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        while process.isRunning { usleep(10_000) }
        return String(decoding: output, as: UTF8.self)
    }
}
