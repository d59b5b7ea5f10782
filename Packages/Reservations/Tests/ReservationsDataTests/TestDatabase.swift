import FluentKit
import FluentSQL
import FluentSQLiteDriver
import Foundation
import Logging
import NIOPosix
import ReservationsData

/// A migrated SQLite file in a temporary folder, in WAL mode as the host runs
/// it: a file, not memory, because the races below need several connections
/// to one database, as two requests (or two hosts) have. One connection per
/// event loop, as the host opens: see ADR 0027 for why not more.
struct TestDatabase {
    let databases: Databases
    let directory: URL
    /// Its own blocking threads, as each host process has: tests run side by
    /// side, and a connection waiting on SQLite's lock of one test's file must
    /// not hold the thread another test's lock holder needs.
    let threads: NIOThreadPool

    init() async throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("reservations-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let eventLoops = MultiThreadedEventLoopGroup.singleton
        threads = NIOThreadPool(numberOfThreads: 2)
        threads.start()
        databases = Databases(threadPool: threads, on: eventLoops)
        databases.use(
            .sqlite(.file(directory.appendingPathComponent("test.sqlite").path)),
            as: .sqlite)
        try await sql.raw("PRAGMA journal_mode=WAL").run()
        let migrations = Migrations()
        migrations.add(ReservationsMigrations.all)
        let migrator = Migrator(databases: databases, migrations: migrations, logger: Self.logger, on: eventLoops.any())
        try await migrator.setupIfNeeded().get()
        try await migrator.prepareBatch().get()
    }

    static let logger = Logger(label: "test")

    var database: any Database { databases.database(logger: Self.logger, on: MultiThreadedEventLoopGroup.singleton.any())! }
    var sql: any SQLDatabase { database as! any SQLDatabase }

    func repository(now: Date = Date()) -> FluentReservationRepository {
        FluentReservationRepository(database: { [databases] in
            databases.database(logger: Self.logger, on: MultiThreadedEventLoopGroup.singleton.any())!
        }, now: { now })
    }

    /// Campsites taken on a night, as stored.
    func taken(landmark: Int, night: String) async throws -> Int {
        try await sql.raw("SELECT taken FROM campsite_nights WHERE landmark_id = \(bind: landmark) AND night = \(bind: night)")
            .first()?.decode(column: "taken", as: Int.self) ?? 0
    }

    func count(_ table: String) async throws -> Int {
        try await sql.raw("SELECT COUNT(*) AS n FROM \(unsafeRaw: table)").first()!.decode(column: "n", as: Int.self)
    }

    /// Runs `body` on a fresh database and removes it afterwards, also when
    /// `body` throws (a pool left open stops the whole test process).
    static func with(_ body: (TestDatabase) async throws -> Void) async throws {
        let db = try await TestDatabase()
        do {
            try await body(db)
        } catch {
            await db.close()
            throw error
        }
        await db.close()
    }

    /// A second pool on the same file with its own threads, as a second host
    /// process has, handed to `body` as a repository and closed afterwards.
    func withSecondHost(_ body: (FluentReservationRepository) async throws -> Void) async throws {
        let threads = NIOThreadPool(numberOfThreads: 2)
        threads.start()
        let eventLoops = MultiThreadedEventLoopGroup(numberOfThreads: 2)
        let other = Databases(threadPool: threads, on: eventLoops)
        other.use(.sqlite(.file(directory.appendingPathComponent("test.sqlite").path)), as: .sqlite)
        let repository = FluentReservationRepository(database: {
            other.database(logger: Self.logger, on: eventLoops.any())!
        })
        var failure: (any Error)?
        do { try await body(repository) } catch { failure = error }
        await other.shutdownAsync()
        try? await threads.shutdownGracefully()
        try? await eventLoops.shutdownGracefully()
        if let failure { throw failure }
    }

    func close() async {
        await databases.shutdownAsync()
        try? await threads.shutdownGracefully()
        try? FileManager.default.removeItem(at: directory)
    }
}
