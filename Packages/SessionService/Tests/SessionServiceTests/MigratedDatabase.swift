import Synchronization
import FluentKit
import FluentSQLiteDriver
import Foundation
import Logging
import NIOPosix
import SessionService

/// A migrated SQLite database for one test: in memory, or in a file that a
/// second `MigratedDatabase` can open too, the way two host processes would.
final class MigratedDatabase: Sendable {
    let databases: Databases
    private let logger = Logger(label: "test")

    init(file: String? = nil, migrate: Bool = true) async throws {
        let eventLoops = MultiThreadedEventLoopGroup.singleton
        databases = Databases(threadPool: .singleton, on: eventLoops)
        databases.use(.sqlite(file.map { .file($0) } ?? .memory), as: .sqlite)
        if migrate {
            let migrations = Migrations()
            migrations.add(SessionMigrations.all)
            let migrator = Migrator(databases: databases, migrations: migrations, logger: logger, on: eventLoops.any())
            try await migrator.setupIfNeeded().get()
            try await migrator.prepareBatch().get()
        }
    }

    var database: @Sendable () -> any Database {
        { [databases, logger] in databases.database(logger: logger, on: MultiThreadedEventLoopGroup.singleton.any())! }
    }

    func close() async { await databases.shutdownAsync() }
}

/// A clock a test moves by hand.
final class TestClock: Sendable {
    private let current: Mutex<Date>
    init(_ start: Date = Date(timeIntervalSince1970: 1_800_000_000)) { current = Mutex(start) }
    var now: Date { current.withLock { $0 } }
    func advance(by seconds: TimeInterval) { current.withLock { $0 = $0.addingTimeInterval(seconds) } }
}
