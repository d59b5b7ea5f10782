import EventOutbox
import FluentKit
import FluentPostgresDriver
import Foundation
import Logging
import NIOPosix
import Testing

/// The outbox on PostgreSQL, on a server of this suite's own
/// (`Scripts/postgres`, which installs PostgreSQL when it is missing): two
/// hosts, each with its own connection pool, on one database.
@Suite(.serialized) struct PostgresTests {
    @Test func twoHostsOnOnePostgreSQLHandEachEventToItsSubscriberOnceAndInOrderPerAggregate() async throws {
        let server = try PostgresServer.start()
        defer { server.stop() }
        let hosts = try (0..<2).map { _ in try Host(url: server.url) }
        let migrations = Migrations()
        migrations.add(CreateOutboxTables())
        try await Migrator(
            databases: hosts[0].databases, migrations: migrations, logger: quiet,
            on: MultiThreadedEventLoopGroup.singleton.any()
        ).setupIfNeeded().flatMap { _ in
            Migrator(
                databases: hosts[0].databases, migrations: migrations, logger: quiet,
                on: MultiThreadedEventLoopGroup.singleton.any()
            ).prepareBatch()
        }.get()
        try await TwoHosts.race(publishingOn: hosts[0].database, relaysOn: hosts.map(\.database), count: 200)
        for host in hosts { await host.databases.shutdownAsync() }
    }

    /// One host's pool of connections.
    struct Host {
        let databases: Databases

        init(url: String) throws {
            databases = Databases(threadPool: .singleton, on: MultiThreadedEventLoopGroup.singleton)
            databases.use(try .postgres(url: url, maxConnectionsPerEventLoop: 2), as: .psql)
        }

        var database: @Sendable () -> any Database {
            { [databases] in databases.database(logger: quiet, on: MultiThreadedEventLoopGroup.singleton.any())! }
        }
    }
}

/// A throwaway server through the repository's `Scripts/postgres`.
struct PostgresServer {
    let directory: String
    let url: String

    static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scripts/postgres").path

    static func start() throws -> PostgresServer {
        let directory = "/tmp/outbox-pg-\(UUID().uuidString.prefix(8))"
        try run("start", directory)
        let url = try String(contentsOfFile: directory + "/url", encoding: .utf8)
        return PostgresServer(directory: directory, url: url.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    func stop() { try? Self.run("stop", directory) }

    /// Prints nowhere the test reads: the server it starts would hold a pipe
    /// open, and reading one to its end would wait for the server to stop.
    private static func run(_ command: String, _ directory: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: script)
        process.arguments = [command, directory]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ScriptFailed(command: command, status: process.terminationStatus)
        }
    }

    struct ScriptFailed: Error, CustomStringConvertible {
        let command: String
        let status: Int32
        var description: String { "Scripts/postgres \(command) exited with \(status)" }
    }
}
