import DatabaseTesting
import FluentKit
import FluentSQL
import FluentSQLiteDriver
import Foundation
import Logging
import NIOPosix
import ReservationsData

/// A migrated SQLite file in a temporary folder, in WAL mode as the host runs
/// it: a file, not memory, because the races below need several connections
/// to one database, as two requests (or two hosts) have. Its own blocking
/// threads, as each host process has, so that a connection waiting on one
/// test's lock never holds the thread another test's lock holder needs
/// (MigratedDatabase's `.file`).
struct TestDatabase {
    let store: MigratedDatabase

    /// Reservations' tables, and those of `more` migrations after them.
    init(more: [any Migration] = []) async throws {
        store = try await MigratedDatabase(
            ReservationsMigrations.all(landmarks: NoLandmarks()) + more, storage: .file, logger: Self.logger)
    }

    static let logger = Logger(label: "test")

    var database: any Database { store.database() }
    var sql: any SQLDatabase { store.sql }

    func repository(now: Date = Date()) -> FluentReservationRepository {
        FluentReservationRepository(database: store.database, now: { now })
    }

    /// Campsites taken on a night, as stored.
    func taken(landmark: Int, night: String) async throws -> Int {
        try await sql.raw(
            "SELECT taken FROM campsite_nights WHERE landmark_id = \(bind: landmark) AND night = \(bind: night)"
        )
        .first()?.decode(column: "taken", as: Int.self) ?? 0
    }

    func count(_ table: String) async throws -> Int {
        try await sql.raw("SELECT COUNT(*) AS n FROM \(unsafeRaw: table)").first()!.decode(column: "n", as: Int.self)
    }

    /// Runs `body` on a fresh database and removes it afterwards, also when
    /// `body` throws (a pool left open stops the whole test process).
    static func with(more: [any Migration] = [], _ body: (TestDatabase) async throws -> Void) async throws {
        let db = try await TestDatabase(more: more)
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
    @discardableResult
    func withSecondHost<T>(_ body: (FluentReservationRepository) async throws -> T) async throws -> T {
        let threads = NIOThreadPool(numberOfThreads: 2)
        threads.start()
        let eventLoops = MultiThreadedEventLoopGroup(numberOfThreads: 2)
        let other = Databases(threadPool: threads, on: eventLoops)
        other.use(.sqlite(.file(store.path!)), as: .sqlite)
        let repository = FluentReservationRepository(database: {
            other.database(logger: Self.logger, on: eventLoops.any())!
        })
        let result: Result<T, any Error>
        do { result = .success(try await body(repository)) } catch { result = .failure(error) }
        await other.shutdownAsync()
        try? await threads.shutdownGracefully()
        try? await eventLoops.shutdownGracefully()
        return try result.get()
    }

    func close() async { await store.close() }
}
