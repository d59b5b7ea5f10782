import DatabaseTesting
import Foundation
import Logging
import SessionService
import Testing

@Suite struct SessionCleanupTests {
    @Test func theCleanupServiceDeletesExpiredSessionsAndKeepsLiveOnes() async throws {
        let db = try await MigratedDatabase(SessionMigrations.all)
        let clock = TestClock()
        let store = SessionStore(
            database: db.database, policy: SessionPolicy(cookieLifetime: 60, bearerLifetime: 3600), now: { clock.now })
        let ada = SessionUser(id: UUID(), name: "Ada", email: "ada@example.com")
        for _ in 0..<3 { _ = try await store.open(for: ada, credential: .cookie) }
        let live = try await store.open(for: ada, credential: .bearer)
        clock.advance(by: 120)

        let cleanup = SessionCleanup(store: store, interval: .milliseconds(20), logger: Logger(label: "test"))
        let running = Task { try await cleanup.run() }
        var remaining = try await SessionCount.all(db)
        for _ in 0..<250 where remaining != 1 {
            try await Task.sleep(for: .milliseconds(20))
            remaining = try await SessionCount.all(db)
        }
        running.cancel()
        #expect(remaining == 1)
        #expect(try await store.caller(for: live.token, credential: .bearer) != nil)
        await db.close()
    }
}
