import APIServer
import DatabaseTesting
import FluentKit
import FluentSQL
import Foundation
import SessionService
import Testing

@Suite struct SessionStoreTests {
    let ada = SessionUser(id: UUID(), name: "Ada", email: "ada@example.com")

    @Test func anOpenedSessionNamesItsCaller() async throws {
        let db = try await MigratedDatabase(SessionMigrations.all)
        let store = SessionStore(database: db.database)
        let issued = try await store.open(for: ada, credential: .cookie)
        let caller = try #require(try await store.caller(for: issued.token, credential: .cookie))
        #expect(caller.userID == ada.id)
        #expect(caller.name == "Ada")
        #expect(caller.email == "ada@example.com")
        #expect(caller.credential == .cookie)
        await db.close()
    }

    @Test func everySignInGetsANewToken() async throws {
        let db = try await MigratedDatabase(SessionMigrations.all)
        let store = SessionStore(database: db.database)
        let first = try await store.open(for: ada, credential: .cookie)
        let second = try await store.open(for: ada, credential: .cookie)
        #expect(first.token != second.token)
        #expect(try await store.openSessions(of: ada.id) == 2)
        await db.close()
    }

    @Test func anAccountKeepsItsNewestSessionsAndALogInPastTheCapEndsTheOldest() async throws {
        let db = try await MigratedDatabase(SessionMigrations.all)
        let clock = TestClock()
        var policy = SessionPolicy()
        policy.sessionsPerAccount = 3
        let store = SessionStore(database: db.database, policy: policy, now: { clock.now })
        let grace = SessionUser(id: UUID(), name: "Grace", email: "grace@example.com")
        let hers = try await store.open(for: grace, credential: .cookie)
        var issued: [IssuedSession] = []
        for _ in 0..<4 {
            clock.advance(by: 1)
            issued.append(try await store.open(for: ada, credential: .cookie))
            // Read once, so ending it must also reach what this host keeps.
            _ = try await store.caller(for: issued[0].token, credential: .cookie)
        }
        #expect(try await store.openSessions(of: ada.id) == 3)
        #expect(try await store.caller(for: issued[0].token, credential: .cookie) == nil)
        for newer in issued.dropFirst() {
            #expect(try await store.caller(for: newer.token, credential: .cookie) != nil)
        }
        // Another account's sessions are its own.
        #expect(try await store.caller(for: hers.token, credential: .cookie) != nil)
        await db.close()
    }

    @Test func theDatabaseNeverHoldsTheTokenItself() async throws {
        let db = try await MigratedDatabase(SessionMigrations.all)
        let store = SessionStore(database: db.database)
        let issued = try await store.open(for: ada, credential: .bearer)
        let rows = try await (db.database() as! any SQLDatabase).raw("SELECT id FROM sessions").all()
        let stored = try rows.map { try $0.decode(column: "id", as: String.self) }
        #expect(stored.count == 1)
        #expect(stored[0] != issued.token.value)
        #expect(stored[0].count == 64)
        await db.close()
    }

    @Test func aTokenOnlyWorksTheWayItWasIssued() async throws {
        let db = try await MigratedDatabase(SessionMigrations.all)
        let store = SessionStore(database: db.database)
        let cookie = try await store.open(for: ada, credential: .cookie)
        let bearer = try await store.open(for: ada, credential: .bearer)
        #expect(try await store.caller(for: cookie.token, credential: .bearer) == nil)
        #expect(try await store.caller(for: bearer.token, credential: .cookie) == nil)
        #expect(try await store.caller(for: bearer.token, credential: .bearer) != nil)
        await db.close()
    }

    @Test func aClosedSessionIsGone() async throws {
        let db = try await MigratedDatabase(SessionMigrations.all)
        let store = SessionStore(database: db.database)
        let issued = try await store.open(for: ada, credential: .bearer)
        try await store.close(issued.token)
        #expect(try await store.caller(for: issued.token, credential: .bearer) == nil)
        await db.close()
    }

    @Test func anUnknownTokenIsNobody() async throws {
        let db = try await MigratedDatabase(SessionMigrations.all)
        let store = SessionStore(database: db.database)
        #expect(try await store.caller(for: SessionToken.random(), credential: .cookie) == nil)
        await db.close()
    }

    @Test func sessionsExpireAndCleanUpDeletesOnlyTheExpired() async throws {
        let db = try await MigratedDatabase(SessionMigrations.all)
        let clock = TestClock()
        let policy = SessionPolicy(cookieLifetime: 60, bearerLifetime: 3600)
        let store = SessionStore(database: db.database, policy: policy, now: { clock.now })
        let cookie = try await store.open(for: ada, credential: .cookie)
        let bearer = try await store.open(for: ada, credential: .bearer)
        clock.advance(by: 61)
        #expect(try await store.caller(for: cookie.token, credential: .cookie) == nil)
        #expect(try await store.caller(for: bearer.token, credential: .bearer) != nil)
        #expect(try await store.deleteExpired() == 1)
        #expect(try await store.deleteExpired() == 0)
        #expect(try await SessionCount.all(db) == 1)
        await db.close()
    }

    @Test func closeAllEndsEverySessionOfOneUserButTheKeptOne() async throws {
        let db = try await MigratedDatabase(SessionMigrations.all)
        let store = SessionStore(database: db.database)
        let grace = SessionUser(id: UUID(), name: "Grace", email: "grace@example.com")
        let kept = try await store.open(for: ada, credential: .cookie)
        let other = try await store.open(for: ada, credential: .bearer)
        let hers = try await store.open(for: grace, credential: .cookie)
        // All three read once, so each is kept in memory when the change comes.
        for (token, credential) in [
            (kept.token, Caller.Credential.cookie), (other.token, .bearer), (hers.token, .cookie),
        ] {
            #expect(try await store.caller(for: token, credential: credential) != nil)
        }
        try await store.closeAll(of: ada.id, except: kept.token)
        #expect(try await store.caller(for: kept.token, credential: .cookie) != nil)
        #expect(try await store.caller(for: other.token, credential: .bearer) == nil)
        #expect(try await store.caller(for: hers.token, credential: .cookie) != nil)
        try await store.closeAll(of: ada.id)
        #expect(try await store.caller(for: kept.token, credential: .cookie) == nil)
        await db.close()
    }

    @Test func aSessionOpenedByOneProcessIsAcceptedAndEndedByAnother() async throws {
        let first = try await MigratedDatabase(SessionMigrations.all, storage: .file)
        let second = try await MigratedDatabase([], storage: .sharedFile(try #require(first.path)))
        let one = SessionStore(database: first.database)
        let two = SessionStore(database: second.database)
        let issued = try await one.open(for: ada, credential: .cookie)
        #expect(try await two.caller(for: issued.token, credential: .cookie)?.userID == ada.id)
        try await two.close(issued.token)
        #expect(try await one.caller(for: issued.token, credential: .cookie) == nil)
        await first.close()
        await second.close()
    }

    @Test func aSessionEndedElsewhereIsRefusedOnceTheBoundHasPassed() async throws {
        let first = try await MigratedDatabase(SessionMigrations.all, storage: .file)
        let second = try await MigratedDatabase([], storage: .sharedFile(try #require(first.path)))
        let clock = MonotonicTestClock()
        let here = SessionStore(database: first.database, clock: { clock.now })
        let elsewhere = SessionStore(database: second.database)
        let issued = try await here.open(for: ada, credential: .bearer)
        #expect(try await here.caller(for: issued.token, credential: .bearer) != nil)
        try await elsewhere.close(issued.token)
        // Seen less than the bound ago, it may still be answered from memory...
        clock.advance(SessionStore.endingBound - .milliseconds(1))
        #expect(try await here.caller(for: issued.token, credential: .bearer) != nil)
        // ...and never once the bound has passed, sweep or no sweep.
        clock.advance(.milliseconds(1))
        #expect(try await here.caller(for: issued.token, credential: .bearer) == nil)
        await first.close()
        await second.close()
    }

    @Test func aSweepDropsASessionEndedElsewhereAndKeepsTheLiveOnesFresh() async throws {
        let first = try await MigratedDatabase(SessionMigrations.all, storage: .file)
        let second = try await MigratedDatabase([], storage: .sharedFile(try #require(first.path)))
        let clock = MonotonicTestClock()
        let here = SessionStore(database: first.database, clock: { clock.now })
        let elsewhere = SessionStore(database: second.database)
        let ended = try await here.open(for: ada, credential: .bearer)
        let live = try await here.open(for: ada, credential: .cookie)
        #expect(try await here.caller(for: ended.token, credential: .bearer) != nil)
        #expect(try await here.caller(for: live.token, credential: .cookie) != nil)
        try await elsewhere.close(ended.token)
        clock.advance(.seconds(1))
        try await here.reverify()
        #expect(try await here.caller(for: ended.token, credential: .bearer) == nil)
        // The live one was confirmed a second in: it is fresh past the bound
        // counted from its first read. Its row gone now, memory still answers.
        try await elsewhere.close(live.token)
        clock.advance(SessionStore.endingBound - .milliseconds(500))
        #expect(try await here.caller(for: live.token, credential: .cookie) != nil)
        await first.close()
        await second.close()
    }
}

enum SessionCount {
    static func all(_ db: MigratedDatabase) async throws -> Int {
        let rows = try await (db.database() as! any SQLDatabase).raw("SELECT COUNT(*) AS n FROM sessions").all()
        return try rows[0].decode(column: "n", as: Int.self)
    }
}
