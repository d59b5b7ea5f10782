import FluentSQL
import Logging
import Testing

@testable import DatabaseService

/// A service group that is cancelled, rather than shut down, closes the pools
/// while other services still end their work (the outbox relay hands back
/// its leases on the way out): their statements must fail, not trap.
@Suite struct ClosedDatabaseTests {
    @Test func aStatementAfterTheDatabaseClosedFailsWithPoolShutdownAndTheProcessGoesOn() async throws {
        let database = try AppDatabase(location: .sqliteInMemory, logger: Logger(label: "test"))
        let open = try #require(database.database() as? any SQLDatabase)
        #expect(try await open.raw("SELECT 1 AS one").first()?.decode(column: "one", as: Int.self) == 1)
        await database.close()
        let closed = try #require(database.database() as? any SQLDatabase)
        let error = await #expect(throws: (any Error).self) { try await closed.raw("SELECT 1 AS one").run() }
        let kind = String(reflecting: error.map { type(of: $0) })
        #expect(kind.contains("ConnectionPoolError"), "\(String(describing: error))")
    }
}
