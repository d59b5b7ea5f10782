import DatabaseTesting
import EventOutbox
import Foundation
import Testing

/// A host killed with SIGKILL (kill -9) at the worst moments: the events
/// it committed are all handed over later, and an event it was handing over
/// is handed over again.
@Suite struct CrashTests {
    @Test func eventsCommittedByAProcessKilledBeforeItsRelayRanAreAllHandedOverLater() async throws {
        let database = try await MigratedDatabase([CreateOutboxTables()], storage: .file)
        let channel = AfterCommitEvents<Numbered>("probe.numbers")
        let received = Received()
        channel.subscribe("probe") { received.add($0) }
        let relay = OutboxRelay(database: database.database, streams: [channel], logger: quiet)
        try await relay.registerSubscribers()

        let publisher = try await Probe.run(["publish", try #require(database.path), "30"])
        #expect(publisher.killed && publisher.status == SIGKILL, "the probe was to die by SIGKILL: \(publisher)")
        while await relay.deliverPending() > 0 {}
        #expect(received.numbers == Array(0..<30))
        await database.close()
    }

    @Test func anEventBeingHandedOverWhenTheProcessDiesIsHandedOverAgainAndNoneIsLost() async throws {
        let database = try await MigratedDatabase([CreateOutboxTables()], storage: .file)
        let path = try #require(database.path)
        let channel = AfterCommitEvents<Numbered>("probe.numbers")
        let relay = OutboxRelay(database: database.database, streams: [channel], logger: quiet)
        channel.subscribe("probe") { _ in }
        try await relay.registerSubscribers()
        for number in 0..<30 {
            try await database.database().transaction {
                try await channel.publish(Numbered(number: number), aggregate: "a\(number % 3)", on: $0)
            }
        }
        let record = path + ".record"
        // The first probe dies right after its subscriber handled the 10th
        // event, before the outbox knew; it never gave its lease back.
        let first = try await Probe.run(["deliver", path, record, "10"])
        #expect(first.killed, "the probe was to die by SIGKILL: \(first)")
        #expect(try lines(record).count == 10)
        // The lease it held runs out (30 s) before a host may take over: the
        // test ends it as the clock would.
        try await database.sql.raw("UPDATE outbox_leases SET until = 0").run()
        let second = try await Probe.run(["deliver", path, record])
        #expect(second.status == 0 && !second.killed)

        let handled = try lines(record)
        let numbers = handled.map(\.number)
        #expect(Set(numbers) == Set(0..<30), "lost: \(Set(0..<30).subtracting(numbers).sorted())")
        // Exactly one was handled twice: the one the first probe died on.
        #expect(numbers.count == 31)
        #expect(numbers.filter { $0 == numbers[9] }.count == 2)
        for aggregate in ["a0", "a1", "a2"] {
            let mine = handled.filter { $0.aggregate == aggregate }.map(\.number)
            var seen: Set<Int> = []
            let firstTimes = mine.filter { seen.insert($0).inserted }
            #expect(firstTimes == firstTimes.sorted(), "\(aggregate) out of order: \(mine)")
        }
        await database.close()
    }

    private func lines(_ path: String) throws -> [(number: Int, aggregate: String)] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").compactMap { line in
            let parts = line.split(separator: " ")
            guard parts.count == 2, let number = Int(parts[0]) else { return nil }
            return (number, String(parts[1]))
        }
    }
}
