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
    /// Where the database is: a SQLite file, memory, or a PostgreSQL server.
    public let location: DatabaseLocation
    private let databases: Databases
    private let eventLoops: MultiThreadedEventLoopGroup
    private let logger: Logger
    /// While the database is away, the pool's timed-out waits are not errors (`OutageLogHandler`).
    private let outage = OutageLogHandler.Outage()
    private let connections: ConnectionUse
    /// Work waiting for a PostgreSQL connection, for an outage to cut short.
    private let waits = ConnectionWaits()
    /// A handle made while the pools were open, answered once they are
    /// closed: its statements then fail with `ConnectionPoolError.shutdown`.
    private let handleAfterClose: any Database

    /// The pool size and how long start-up waits.
    public let options: DatabaseOptions

    /// Opens the pools for `location`; nothing is connected until first used.
    ///
    /// - Parameters:
    ///   - location: the SQLite file, memory, or the PostgreSQL URL.
    ///   - options: the pool size and the start-up wait.
    ///   - logger: where the database's own lines go.
    /// - Throws: when a SQLite file's folder cannot be made, or the PostgreSQL URL is not one.
    public init(location: DatabaseLocation, options: DatabaseOptions = DatabaseOptions(), logger: Logger) throws {
        self.location = location
        self.options = options
        var logger = logger
        logger.handler = OutageLogHandler(base: logger.handler, outage: outage)
        self.logger = logger
        switch location {
        case .sqlite, .sqliteInMemory:
            // One event loop, hence one connection (the driver opens one per
            // loop): SQLite lets one writer in at a time, and a second
            // connection waiting for the lock spins on a blocking thread until
            // the first commits. One connection queues the work in memory
            // instead (ADR 0106).
            eventLoops = Self.sqliteLoop
            connections = ConnectionUse(capacity: 1)
        case .postgres:
            // One pool of `poolSize` connections on a loop of its own: exactly
            // as many as the operator set, shared by every request, so a host
            // that got fewer than it asked for still serves (ADR 0127).
            eventLoops = Self.postgresLoop
            connections = ConnectionUse(capacity: options.poolSize)
        }
        databases = Databases(threadPool: .singleton, on: eventLoops)
        switch location {
        case .sqlite(let path):
            let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            databases.use(.sqlite(.file(path)), as: .sqlite, isDefault: true)
        case .sqliteInMemory:
            databases.use(.sqlite(.memory), as: .sqlite, isDefault: true)
        case .postgres(let url):
            databases.use(
                try .postgres(url: url, maxConnectionsPerEventLoop: options.poolSize), as: .psql, isDefault: true)
        }
        // Cannot fail: a default configuration was registered just above.
        handleAfterClose = databases.database(logger: logger, on: eventLoops.any())!
    }

    /// The event loop every SQLite database of this process runs on; it
    /// lives as long as the process, like NIO's own singletons.
    private static let sqliteLoop = MultiThreadedEventLoopGroup(numberOfThreads: 1)
    private static let postgresLoop = MultiThreadedEventLoopGroup(numberOfThreads: 1)

    /// A handle for one unit of work. On PostgreSQL its transactions survive
    /// the server going away (`OutageSafeDatabase`); on both, the connections
    /// it holds are counted for `/metrics` (`CountedDatabase`). Once the pools
    /// are closed (a service group cancelled rather than shut down closes them
    /// while other services still end their work) every statement fails with
    /// `ConnectionPoolError.shutdown` instead of the process trapping.
    public func database() -> any Database {
        guard let database = databases.database(logger: logger, on: eventLoops.any()) else {
            return CountedDatabase(base: handleAfterClose, use: connections)
        }
        guard case .postgres = location else { return CountedDatabase(base: database, use: connections) }
        return CountedDatabase(base: OutageSafeDatabase(base: database, waits: waits), use: connections)
    }

    /// The database was found gone: work waiting for a connection is answered
    /// at once, and new work until `databaseAnswersAgain` (ADR 0127).
    public func databaseWentAway() {
        outage.begin()
        waits.abandonWaiting()
    }
    /// Lets work wait for connections again, once the database answers after an outage.
    public func databaseAnswersAgain() {
        waits.reopen()
        outage.end()
    }

    /// Connections working for a request or command right now, and work
    /// waiting for one (see `ConnectionUse`).
    public var connectionsInUse: Int { connections.inUse }
    /// How many pieces of work are waiting for a connection now, for the metrics.
    public var waitingForAConnection: Int { connections.waiting }

    /// Runs a trivial query, throwing what it met. Quiet: while the database
    /// is down it runs twice a second, and `DatabaseAvailability` logs the
    /// outage once instead.
    public func probe() async throws {
        try await quietSQL().raw("SELECT 1").run()
    }

    /// A handle that logs nothing below critical, for the probes; the cast
    /// cannot fail, SQLite and PostgreSQL databases both speak SQL.
    private func quietSQL() -> any SQLDatabase {
        var quiet = logger
        quiet.logLevel = .critical
        return (databases.database(logger: quiet, on: eventLoops.any()) ?? handleAfterClose) as! any SQLDatabase
    }

    /// Writes one row, throwing if there is no room (for `DatabaseAvailability`,
    /// to learn that storage full is over). For a SQLite file, room also means
    /// `roomNeeded` free on its filesystem: a write can succeed in the space
    /// the write-ahead log already holds while the disk has none left, and
    /// calling that "room" would flip the state back and forth.
    public func probeStorage() async throws {
        try checkRoomOnDisk()
        let sql = quietSQL()
        // Outside the migrations on purpose: it holds nothing, and a database
        // migrated before this probe existed must still be probed.
        try await sql.raw(
            "CREATE TABLE IF NOT EXISTS landmarks_storage_probe (id INTEGER PRIMARY KEY, written_at BIGINT NOT NULL)"
        ).run()
        let now = Int64(Date().timeIntervalSince1970)
        try await sql.raw(
            """
            INSERT INTO landmarks_storage_probe (id, written_at) VALUES (1, \(bind: now))
            ON CONFLICT (id) DO UPDATE SET written_at = excluded.written_at
            """
        ).run()
    }

    /// Throws `StorageStillFull` when a SQLite file's filesystem has less
    /// than `roomNeeded` free; writes nothing (a server database's disk is
    /// the server's to watch).
    public func checkRoomOnDisk() throws {
        guard case .sqlite(let path) = location else { return }
        // The folder's filesystem: the file itself is made by the first connection.
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        let free = try FileManager.default.attributesOfFileSystem(forPath: folder)[.systemFreeSize] as? Int64 ?? 0
        guard free >= Self.roomNeeded else { throw StorageStillFull(freeBytes: free) }
    }

    /// Free space a SQLite file's filesystem needs before writes count as
    /// possible again: a few hundred bookings' worth.
    static let roomNeeded: Int64 = 1 << 20

    struct StorageStillFull: Error, CustomStringConvertible {
        var freeBytes: Int64
        var description: String { "only \(freeBytes) bytes free beside the database file" }
    }

    /// Prepares the file (WAL, so readers never wait for a writer) and runs every
    /// pending migration in one batch, holding the database's migration lock:
    /// hosts starting together on one database migrate one after the other,
    /// and the later ones find nothing left to do (ADR 0127).
    public func migrate(_ migrations: [any Migration]) async throws {
        let all = Migrations()
        all.add(migrations)
        switch location {
        case .sqliteInMemory:
            try await runBatch(all, on: nil)
        case .sqlite(let path):
            if let sql = database() as? any SQLDatabase { try await sql.raw("PRAGMA journal_mode=WAL").run() }
            let lock = try MigrationLockFile(path: path + ".migrate-lock")
            defer { lock.release() }
            try await lock.acquire(logger: logger)
            try await runBatch(all, on: nil)
        case .postgres:
            // One connection for the lock and the migrations both: a host
            // starts with a single free slot, so N hosts given N slots all
            // start (a lock on a connection of its own made each want two, and
            // hosts starting together each held one and waited for another).
            // The force unwrap and cast cannot fail: a default PostgreSQL
            // configuration was registered in init, and its databases speak SQL.
            try await databases.database(logger: logger, on: eventLoops.any())!.withConnection { connection in
                try await Self.holdingAdvisoryLock(on: connection as! any SQLDatabase) {
                    try await self.runBatch(all, on: connection)
                }
            }
        }
    }

    /// Sets up the migrations' own table and runs the pending ones, on
    /// `connection` when given, or through the pool.
    private func runBatch(_ migrations: Migrations, on connection: (any Database)?) async throws {
        let migrator: Migrator
        if let connection {
            migrator = Migrator(
                databaseFactory: { _ in connection }, migrations: migrations, on: connection.eventLoop)
        } else {
            migrator = Migrator(databases: databases, migrations: migrations, logger: logger, on: eventLoops.any())
        }
        try await migrator.setupIfNeeded().get()
        try await migrator.prepareBatch().get()
    }

    private static func holdingAdvisoryLock(on sql: any SQLDatabase, _ work: @Sendable () async throws -> Void)
        async throws
    {
        try await sql.raw("SELECT pg_advisory_lock(\(literal: migrationLockKey))").run()
        do {
            try await work()
        } catch {
            try? await sql.raw("SELECT pg_advisory_unlock(\(literal: migrationLockKey))").run()
            throw error
        }
        try await sql.raw("SELECT pg_advisory_unlock(\(literal: migrationLockKey))").run()
    }

    /// Any number, as long as nothing else on the database takes it: "LMRK".
    static let migrationLockKey: Int64 = 0x4C4D_524B

    /// Start-up: waits until the database answers, then runs `migrations`
    /// when given. While it cannot be reached or has no connection slot free,
    /// it tries again every second, saying so in the log once and every ten
    /// seconds after, for up to `options.startTimeout`; then the launch stops
    /// with `DatabaseUnreachable`. Any other error stops it at once.
    public func start(migrating migrations: [any Migration]?) async throws {
        let deadline = ContinuousClock.now + options.startTimeout
        var waited = 0
        while true {
            do {
                try await probe()
                if let migrations { try await migrate(migrations) }
                if waited > 0 { logger.notice("database answers; starting", metadata: ["waited.seconds": "\(waited)"]) }
                return
            } catch  where UnreachableDatabase.explains(error) || NoConnectionSlot.explains(error) {
                // The first failure is always told, even when it came after
                // the deadline (a slow refusal on a busy machine): an operator
                // must learn why the launch waited or stopped.
                if waited % 10 == 0 {
                    let waitingFor: Logger.Message =
                        NoConnectionSlot.explains(error)
                        ? "waiting for a free database connection slot (max_connections reached); retrying every second"
                        : "waiting for the database to answer; retrying every second"
                    logger.warning(
                        waitingFor,
                        metadata: [
                            "error": "\(String(reflecting: type(of: error)))",
                            "gives.up.in.seconds": "\(max(0, (deadline - ContinuousClock.now).components.seconds))",
                        ])
                }
                guard ContinuousClock.now < deadline else {
                    throw DatabaseUnreachable(
                        location: "\(location)", reason: NoConnectionSlot.explains(error) ? .noFreeSlot : .noAnswer)
                }
                try await Task.sleep(for: .seconds(1))
                waited += 1
            }
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

/// The launch stops: the database did not answer a trivial query, or
/// answered that it had no connection slot free, until the start timeout.
public struct DatabaseUnreachable: Error, CustomStringConvertible {
    /// What the last try met.
    public enum Reason: Sendable, Equatable {
        /// No answer: the server is down, or the address is wrong.
        case noAnswer
        /// The server answered, refusing a connection: `max_connections` reached.
        case noFreeSlot
    }

    /// The database's location as logs show it, without a password.
    public var location: String
    /// What the last try met, which the message names.
    public var reason: Reason

    /// The failure to reach the database at `location`.
    public init(location: String, reason: Reason = .noAnswer) {
        self.location = location
        self.reason = reason
    }

    public var description: String {
        switch reason {
        case .noAnswer: "the database at \(location) does not answer"
        case .noFreeSlot: "the database at \(location) has no free connection slot (max_connections reached)"
        }
    }
}
