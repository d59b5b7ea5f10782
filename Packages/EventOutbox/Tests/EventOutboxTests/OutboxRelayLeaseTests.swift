import DatabaseTesting
import EventOutbox
import FluentKit
import Foundation
import Synchronization
import Testing

@Suite struct OutboxRelayLeaseTests {
    @Test func aHostThatDiedHoldingALeaseIsReplacedOnlyOnceTheLeaseHasRunOut() async throws {
        let database = try await MigratedDatabase([CreateOutboxTables()], storage: .file)
        let channel = AfterCommitEvents<Numbered>("test.numbers")
        let received = Received()
        channel.subscribe("Mail") { received.add($0) }
        let clock = TestClock()
        var options = OutboxRelay.Options()
        options.lease = .seconds(30)
        let dead = OutboxRelay(
            database: database.database, streams: [channel], holder: "dead", options: options, logger: quiet,
            now: { clock.now })
        let heir = OutboxRelay(
            database: database.database, streams: [channel], holder: "heir", options: options, logger: quiet,
            now: { clock.now })
        try await dead.registerSubscribers()
        // The first host takes the lease with its first pass, then dies (it
        // never gives the lease back).
        #expect(await dead.deliverPending() == 0)
        try await database.database().transaction {
            try await channel.publish(Numbered(number: 1), aggregate: "a", on: $0)
        }
        #expect(await heir.deliverPending() == 0)
        clock.advance(seconds: 29)
        #expect(await heir.deliverPending() == 0)
        clock.advance(seconds: 2)
        #expect(await heir.deliverPending() == 1)
        #expect(received.numbers == [1])
        await database.close()
    }

    @Test func twoHostsOnOneSQLiteFileHandEachEventToItsSubscriberOnce() async throws {
        let first = try await MigratedDatabase([CreateOutboxTables()], storage: .file)
        let second = try await MigratedDatabase([], storage: .sharedFile(try #require(first.path)))
        try await TwoHosts.race(publishingOn: first.database, relaysOn: [first.database, second.database])
        await second.close()
        await first.close()
    }
}

/// Two relays, each on its own connections to one database, deliver while
/// events are published; every event reaches each subscriber exactly once,
/// and never while the other host is handing it over.
enum TwoHosts {
    static func race(
        publishingOn publisher: @escaping @Sendable () -> any Database,
        relaysOn databases: [@Sendable () -> any Database], count: Int = 120
    ) async throws {
        // The publishing host has the same subscriber (every host runs the
        // same features), so its channel stores what it publishes.
        let channel = AfterCommitEvents<Numbered>("test.numbers")
        channel.subscribe("Mail") { _ in }
        let received = Received()
        let busy = Mutex<Set<UUID>>([])
        let overlaps = Mutex(0)
        // One subscriber, shared by both hosts' relays (one feature, two hosts).
        let relays = databases.enumerated().map { index, database in
            let perHost = AfterCommitEvents<Numbered>("test.numbers")
            perHost.subscribe("Mail") { delivered in
                let started = busy.withLock { $0.insert(delivered.id).inserted }
                if !started { overlaps.withLock { $0 += 1 } }
                // Long enough that the other host would meet it, were it allowed.
                try await Task.sleep(for: .milliseconds(2))
                received.add(delivered, by: "host\(index)")
                busy.withLock { _ = $0.remove(delivered.id) }
            }
            return OutboxRelay(database: database, streams: [perHost], holder: "host\(index)", logger: quiet)
        }
        try await relays[0].registerSubscribers()
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                for number in 0..<count {
                    try await publisher().transaction {
                        try await channel.publish(Numbered(number: number), aggregate: "a\(number % 4)", on: $0)
                    }
                }
            }
            for relay in relays {
                group.addTask {
                    let deadline = ContinuousClock.now + .seconds(120)
                    while received.all.count < count, ContinuousClock.now < deadline {
                        if await relay.deliverPending() == 0 { try await Task.sleep(for: .milliseconds(5)) }
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(overlaps.withLock { $0 } == 0)
        #expect(received.numbers.sorted() == Array(0..<count))
        for aggregate in 0..<4 {
            let numbers = received.all.filter { $0.aggregate == "a\(aggregate)" }.map(\.number)
            #expect(numbers == numbers.sorted(), "aggregate a\(aggregate) out of order: \(numbers)")
        }
    }
}
