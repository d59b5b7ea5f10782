import FluentKit
import FluentSQL
import Foundation
import Logging
import Testing

@testable import DatabaseService

/// `landmarks_database_connections_in_use` counts the work holding the
/// pool's connections (a statement, a transaction, a `withConnection`), and
/// `landmarks_database_waiting` the work beyond them.
@Suite struct ConnectionUseTests {
    @Test func aConnectionIsInUseWhileItWorksAndFurtherWorkWaits() async throws {
        let database = try AppDatabase(location: .sqliteInMemory, logger: Logger(label: "test"))
        let sql = try #require(database.database() as? any SQLDatabase)
        _ = try await sql.raw("SELECT 1").all()
        #expect(database.connectionsInUse == 0)

        let (started, holding) = AsyncStream.makeStream(of: Void.self)
        let (released, release) = AsyncStream.makeStream(of: Void.self)
        let transaction = Task {
            try await database.database().transaction { _ in
                holding.yield()
                for await _ in released { break }
            }
        }
        for await _ in started { break }
        #expect(database.connectionsInUse == 1)
        #expect(database.waitingForAConnection == 0)
        // SQLite has one connection: this statement waits for it.
        let waiting = Task { try await (database.database() as! any SQLDatabase).raw("SELECT 2").all() }
        // Counted as waiting once it asks, which it does on its own time:
        // watched until it is, for at most five seconds.
        let deadline = ContinuousClock.now + .seconds(5)
        while database.waitingForAConnection == 0, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(5))
        }
        #expect(database.connectionsInUse == 1)
        #expect(database.waitingForAConnection == 1)
        release.yield()
        try await transaction.value
        _ = try await waiting.value
        #expect(database.connectionsInUse == 0)
        #expect(database.waitingForAConnection == 0)

        try await database.database().withConnection { connection in
            #expect(database.connectionsInUse == 1)
            _ = try await (connection as! any SQLDatabase).raw("SELECT 3").all()
        }
        #expect(database.connectionsInUse == 0)
        // A failed statement gives its connection back too.
        let failure = await #expect(throws: (any Error).self) { try await sql.raw("SELECT * FROM no_such_table").all() }
        #expect(String(describing: failure).contains("no such table: no_such_table"), "\(String(describing: failure))")
        #expect(database.connectionsInUse == 0)
        await database.close()
    }
}
