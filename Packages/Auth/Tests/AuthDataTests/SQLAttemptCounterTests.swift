import AuthData
import AuthDomain
import Foundation
import Testing

/// The counts every host shares: one upsert per attempt, so attempts at once
/// are counted one by one, and a window that is over starts again.
@Suite struct SQLAttemptCounterTests {
    @Test func attemptsAtOnceAreCountedOneByOne() async throws {
        let db = try await UsersDatabase()
        let counter = SQLAttemptCounter(database: { db.database() })
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let counts = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<25 {
                group.addTask { try await counter.add("login:account:ada@example.com", window: 600, now: now).count }
            }
            return try await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(counts.sorted() == Array(1...25))
        await db.close()
    }

    @Test func aWindowThatIsOverStartsAgainAndGivingBackAndResettingWork() async throws {
        let db = try await UsersDatabase()
        let counter = SQLAttemptCounter(database: { db.database() })
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        #expect(try await counter.add("k", window: 600, now: start) == (1, start))
        let second = try await counter.add("k", window: 600, now: start.addingTimeInterval(10))
        #expect(second.count == 2 && second.since == start)
        try await counter.giveBack("k")
        #expect(try await counter.add("k", window: 600, now: start.addingTimeInterval(20)).count == 2)
        let later = start.addingTimeInterval(600)
        #expect(try await counter.add("k", window: 600, now: later) == (1, later))
        try await counter.reset("k")
        #expect(try await counter.add("k", window: 600, now: later).count == 1)
        // Keys are counted apart.
        #expect(try await counter.add("other", window: 600, now: later).count == 1)
        await db.close()
    }

    @Test func aCountIsReadWithinItsWindowOnlyAndAWindowOfMonthsOutlivesTheSweep() async throws {
        let db = try await UsersDatabase()
        let counter = SQLAttemptCounter(database: { db.database() })
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let months: TimeInterval = 90 * 86_400
        _ = try await counter.add("login:known:ada", window: months, now: start)
        #expect(try await counter.count("login:known:ada", window: months, now: start.addingTimeInterval(10)) == 1)
        #expect(try await counter.count("login:known:ada", window: months, now: start.addingTimeInterval(months)) == 0)
        #expect(try await counter.count("nobody", window: 600, now: start) == 0)
        // Short windows ending days later, each a new key: one in a hundred
        // sweeps the table, and 400 all but surely do.
        let later = start.addingTimeInterval(5 * 86_400)
        for n in 0..<400 { _ = try await counter.add("login:address:\(n)", window: 600, now: later) }
        for n in 0..<400 { _ = try await counter.add("login:address:more\(n)", window: 600, now: later) }
        #expect(try await counter.count("login:known:ada", window: months, now: later) == 1)
        await db.close()
    }
}
