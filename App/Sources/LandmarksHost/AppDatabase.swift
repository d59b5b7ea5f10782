import FluentKit
import FluentPostgresDriver
import FluentSQL
import FluentSQLiteDriver
import Foundation
import Logging
import NIOPosix
import ServiceLifecycle

/// The host's database: opens the connection pools for the configured
/// location, runs migrations, answers the readiness probe, and closes the pools
/// when the service group shuts down. Features see only `database()`.
public final class AppDatabase: Service, Sendable {
    public let location: DatabaseLocation
    private let databases: Databases
    private let eventLoops: MultiThreadedEventLoopGroup
    private let logger: Logger

    public init(location: DatabaseLocation, logger: Logger) throws {
        self.location = location
        self.logger = logger
        switch location {
        case .sqlite, .sqliteInMemory:
            // One event loop, hence one connection (the driver opens one per
            // loop): SQLite lets one writer in at a time, and a second
            // connection waiting for the lock spins on a blocking thread until
            // the first commits. One connection queues the work in memory
            // instead (ADR 0032).
            eventLoops = Self.sqliteLoop
        case .postgres:
            eventLoops = MultiThreadedEventLoopGroup.singleton
        }
        databases = Databases(threadPool: .singleton, on: eventLoops)
        switch location {
        case let .sqlite(path):
            let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            databases.use(.sqlite(.file(path)), as: .sqlite, isDefault: true)
        case .sqliteInMemory:
            databases.use(.sqlite(.memory), as: .sqlite, isDefault: true)
        case let .postgres(url):
            databases.use(try .postgres(url: url), as: .psql, isDefault: true)
        }
    }

    /// The event loop every SQLite database of this process runs on; it
    /// lives as long as the process, like NIO's own singletons.
    private static let sqliteLoop = MultiThreadedEventLoopGroup(numberOfThreads: 1)

    /// A handle for one unit of work. The force unwrap cannot fail: `init`
    /// registered a default configuration, which is all `database` looks for.
    public func database() -> any Database {
        databases.database(logger: logger, on: eventLoops.any())!
    }

    /// Prepares the file (WAL, so readers never wait for a writer) and runs every
    /// pending migration in one batch.
    public func migrate(_ migrations: [any Migration]) async throws {
        if case .sqlite = location, let sql = database() as? any SQLDatabase {
            try await sql.raw("PRAGMA journal_mode=WAL").run()
        }
        let all = Migrations()
        all.add(migrations)
        let migrator = Migrator(databases: databases, migrations: all, logger: logger, on: eventLoops.any())
        try await migrator.setupIfNeeded().get()
        try await migrator.prepareBatch().get()
    }

    /// Whether a trivial query succeeds right now.
    public func isReachable() async -> Bool {
        guard let sql = database() as? any SQLDatabase else { return false }
        do {
            try await sql.raw("SELECT 1").run()
            return true
        } catch {
            logger.warning("database unreachable", metadata: ["error": "\(String(reflecting: type(of: error)))"])
            return false
        }
    }

    /// Waits for shutdown, then closes the pools after the server has stopped
    /// taking requests.
    public func run() async throws {
        try? await gracefulShutdown()
        await databases.shutdownAsync()
    }

    /// For callers that never ran the service (a failed start-up, `migrate`).
    public func close() async {
        await databases.shutdownAsync()
    }
}

/// The launch stops: the database did not answer a trivial query.
public struct DatabaseUnreachable: Error, CustomStringConvertible {
    public var location: String
    public var description: String { "the database at \(location) does not answer" }
}
