import FluentKit
import FluentSQL
import FluentSQLiteDriver
import Foundation
import Logging
import NIOPosix

/// A real SQLite database for one test, with the migrations it names already
/// run: what every package's tests stand their repositories and apps on.
///
/// In memory by default. `.file` keeps it in a new temporary folder, in WAL
/// mode as the host runs it, with blocking threads of its own, so that
/// several connections (as concurrent requests, or two hosts, have) can race
/// on it without waiting on another test's lock; `.sharedFile` opens a file
/// another `MigratedDatabase` already made, as a second host would.
public final class MigratedDatabase: Sendable {
    /// Where the test database lives.
    public enum Storage: Sendable {
        /// In memory, gone when the database is closed: the default, and the fastest.
        case memory
        /// A new temporary file in WAL mode with threads of its own, for races between
        /// connections; `close()` removes it.
        case file
        /// The file another `MigratedDatabase` made, opened again as a second host would.
        case sharedFile(String)
    }

    /// The Fluent databases, for a test that builds its own handles.
    public let databases: Databases
    /// The logger the databases and migrations write to.
    public let logger: Logger
    /// The file, for `.file` and `.sharedFile`.
    public let path: String?
    private let directory: URL?
    private let threads: NIOThreadPool?
    private let handleAfterClose: any Database

    /// Opens a database where `storage` says and runs `migrations` on it.
    ///
    /// - Parameters:
    ///   - migrations: what to run, in order, before the test sees the database.
    ///   - storage: in memory (the default) or in a file.
    ///   - logger: where the database and the migrations log.
    public init(_ migrations: [any Migration], storage: Storage = .memory, logger: Logger = Logger(label: "test"))
        async throws
    {
        self.logger = logger
        let eventLoops = MultiThreadedEventLoopGroup.singleton
        switch storage {
        case .memory:
            directory = nil
            path = nil
            threads = nil
        case .file:
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("migrated-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            directory = folder
            path = folder.appendingPathComponent("test.sqlite").path
            threads = NIOThreadPool(numberOfThreads: 2)
        case .sharedFile(let file):
            directory = nil
            path = file
            threads = NIOThreadPool(numberOfThreads: 2)
        }
        threads?.start()
        databases = Databases(threadPool: threads ?? .singleton, on: eventLoops)
        databases.use(.sqlite(path.map { .file($0) } ?? .memory), as: .sqlite)
        // Cannot fail: the configuration was registered just above.
        handleAfterClose = databases.database(logger: logger, on: MultiThreadedEventLoopGroup.singleton.any())!
        do {
            if path != nil { try await sql.raw("PRAGMA journal_mode=WAL").run() }
            try await migrate(migrations)
        } catch {
            await close()
            throw error
        }
    }

    /// Runs more migrations: for a test that learns them from an AppFactory
    /// made on this database's connections.
    public func migrate(_ migrations: [any Migration]) async throws {
        guard !migrations.isEmpty else { return }
        let registered = Migrations()
        registered.add(migrations)
        let migrator = Migrator(
            databases: databases, migrations: registered, logger: logger,
            on: MultiThreadedEventLoopGroup.singleton.any())
        try await migrator.setupIfNeeded().get()
        try await migrator.prepareBatch().get()
    }

    /// A connection, for code that takes a database closure (repositories,
    /// AppFactory dependencies).
    /// Once `close` has run, the handle's statements fail with
    /// `ConnectionPoolError.shutdown`: a service a test stopped late meets
    /// an error, not a trap that ends the whole test run.
    public var database: @Sendable () -> any Database {
        { [databases, logger, handleAfterClose] in
            databases.database(logger: logger, on: MultiThreadedEventLoopGroup.singleton.any()) ?? handleAfterClose
        }
    }

    /// For a test's own SQL: counting rows, reading what was stored.
    public var sql: any SQLDatabase { database() as! any SQLDatabase }

    /// Closes every connection and removes what `.file` made.
    public func close() async {
        await databases.shutdownAsync()
        try? await threads?.shutdownGracefully()
        if let directory { try? FileManager.default.removeItem(at: directory) }
    }
}
