import DatabaseTesting
import EventOutbox
import FluentKit
import FluentSQL
import Foundation
import Testing

/// On SQLite a subscriber's start moves up past the events it has handled,
/// so that a pass does not step over a week of them; nothing is skipped or
/// handed over twice because of it.
@Suite struct SubscriberStartTests {
    static func publish(
        _ numbers: ClosedRange<Int>, on channel: AfterCommitEvents<Numbered>, _ database: MigratedDatabase
    )
        async throws
    {
        try await database.database().transaction { transaction in
            for number in numbers {
                try await channel.publish(Numbered(number: number), aggregate: "a\(number % 3)", on: transaction)
            }
        }
    }

    static func start(_ database: MigratedDatabase) async throws -> Int64 {
        try await database.sql.raw("SELECT starts_after FROM outbox_leases WHERE stream = 'test.numbers'").first()?
            .decode(column: "starts_after", as: Int64.self) ?? -1
    }

    @Test func theStartMovesPastHandledEventsOnceAStepAndAHostStartedAfterwardsMissesNothingNewAndRepeatsNothingOld()
        async throws
    {
        let database = try await MigratedDatabase([CreateOutboxTables()], storage: .file)
        let channel = AfterCommitEvents<Numbered>("test.numbers")
        let received = Received()
        channel.subscribe("Mail") { received.add($0) }
        var options = OutboxRelay.Options()
        options.startStep = 5
        let relay = OutboxRelay(
            database: database.database, streams: [channel], holder: "one", options: options, logger: quiet)
        try await relay.registerSubscribers()
        let registered = try await Self.start(database)

        try await Self.publish(1...4, on: channel, database)
        #expect(await relay.deliverPending() == 4)
        try await Self.publish(5...8, on: channel, database)
        #expect(await relay.deliverPending() == 4)
        // Four handled events before the oldest pending one: less than a step.
        #expect(try await Self.start(database) == registered)

        try await Self.publish(9...12, on: channel, database)
        #expect(await relay.deliverPending() == 4)
        // Eight handled before the oldest pending (9): the start is just before it.
        #expect(try await Self.start(database) == registered + 8)

        // The host stops; another starts from the lease's start and hands
        // over only what the first did not.
        try await Self.publish(13...14, on: channel, database)
        try await database.sql.raw("UPDATE outbox_leases SET until = 0").run()
        let next = OutboxRelay(
            database: database.database, streams: [channel], holder: "two", options: options, logger: quiet)
        #expect(await next.deliverPending() == 2)
        #expect(received.numbers == Array(1...14))
        await database.close()
    }

    @Test func theStartStopsBeforeAnEventWhoseSubscriberFailedUntilItIsHandled() async throws {
        let database = try await MigratedDatabase([CreateOutboxTables()], storage: .file)
        let channel = AfterCommitEvents<Numbered>("test.numbers")
        let received = Received()
        let clock = TestClock()
        channel.subscribe("Mail") { delivered in
            if delivered.event.number == 3 && clock.now < Date(timeIntervalSince1970: 1_800_000_100) {
                throw Planted()
            }
            received.add(delivered)
        }
        var options = OutboxRelay.Options()
        options.startStep = 1
        let relay = OutboxRelay(
            database: database.database, streams: [channel], holder: "one", options: options, logger: quiet,
            now: { clock.now })
        try await relay.registerSubscribers()
        let registered = try await Self.start(database)
        try await Self.publish(1...9, on: channel, database)
        _ = await relay.deliverPending()
        _ = await relay.deliverPending()
        // Number 3 failed: the start stays before it, whatever was handled after it.
        #expect(try await Self.start(database) == registered + 2)
        #expect(!received.numbers.contains(3))
        clock.advance(seconds: 200)
        _ = await relay.deliverPending()
        #expect(received.numbers.sorted() == Array(1...9))
        try await Self.publish(10...10, on: channel, database)
        _ = await relay.deliverPending()
        #expect(try await Self.start(database) == registered + 9)
        await database.close()
    }
}
