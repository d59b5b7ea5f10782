import DatabaseTesting
import EventOutbox
import FluentKit
import FluentSQL
import Foundation
import Synchronization
import Testing
import Utilities

@Suite struct AfterCommitEventsTests {
    @Test func eventsOfACommittedTransactionReachEachSubscriberOnceAndARolledBackOneReachesNobody() async throws {
        let database = try await MigratedDatabase([CreateOutboxTables()], storage: .file)
        let channel = AfterCommitEvents<Numbered>("test.numbers")
        let mail = Received()
        let audit = Received()
        channel.subscribe("Mail") { mail.add($0) }
        channel.subscribe("Audit") { audit.add($0) }
        let relay = OutboxRelay(database: database.database, streams: [channel], logger: quiet)
        try await relay.registerSubscribers()

        try await database.database().transaction { transaction in
            for number in 1...3 {
                try await channel.publish(Numbered(number: number), aggregate: "one", on: transaction)
            }
        }
        await #expect(throws: Planted.self) {
            try await database.database().transaction { transaction in
                try await channel.publish(Numbered(number: 99), aggregate: "one", on: transaction)
                throw Planted()
            }
        }
        #expect(await relay.deliverPending() == 6)
        #expect(await relay.deliverPending() == 0)
        #expect(mail.numbers == [1, 2, 3])
        #expect(audit.numbers == [1, 2, 3])
        // Each event keeps one id, whoever receives it.
        #expect(mail.all.map(\.id) == audit.all.map(\.id))
        #expect(Set(mail.all.map(\.id)).count == 3)
        // Ids are time-ordered (ADR 0143): each says the millisecond its event was published in.
        for event in mail.all {
            let instant = try #require(event.id.timeOrderedInstant)
            #expect(abs(instant.timeIntervalSince(event.publishedAt)) < 0.001)
        }
        await database.close()
    }

    @Test func pendingEventsAreStoredInOrderByTheirWriteAndThoseOfADroppedChangeNever() async throws {
        let database = try await MigratedDatabase([CreateOutboxTables()], storage: .file)
        let channel = AfterCommitEvents<Numbered>("test.numbers")
        let received = Received()
        channel.subscribe("Mail") { received.add($0) }
        let relay = OutboxRelay(database: database.database, streams: [channel], logger: quiet)
        try await relay.registerSubscribers()

        // A transaction of three changes: the second is dropped (a savepoint
        // rolled back), so its event never joins the transaction's.
        try await database.database().transaction { transaction in
            let kept = PendingEvents()
            for number in 1...3 {
                let change = PendingEvents()
                try channel.publish(Numbered(number: number), aggregate: "a\(number)", into: change)
                try channel.publish(Numbered(number: number * 10), aggregate: "a\(number)", into: change)
                if number != 2 {
                    kept.take(change)
                    #expect(change.isEmpty)
                }
            }
            try await kept.write(on: transaction)
            #expect(kept.isEmpty)
        }
        // Kept but never written: publishing alone stores nothing.
        try await database.database().transaction { _ in
            try channel.publish(Numbered(number: 7), aggregate: "c", into: PendingEvents())
        }
        // Written, then rolled back with its transaction: never stored.
        await #expect(throws: Planted.self) {
            try await database.database().transaction { transaction in
                let pending = PendingEvents()
                try channel.publish(Numbered(number: 99), aggregate: "b", into: pending)
                try await pending.write(on: transaction)
                throw Planted()
            }
        }
        #expect(await relay.deliverPending() == 4)
        #expect(received.numbers == [1, 10, 3, 30])
        #expect(received.all.map(\.aggregate) == ["a1", "a1", "a3", "a3"])
        await database.close()
    }

    @Test func aChannelNobodySubscribesToStoresNothingAndOneSubscriberMakesItStore() async throws {
        let database = try await MigratedDatabase([CreateOutboxTables()], storage: .file)
        let channel = AfterCommitEvents<Numbered>("test.numbers")
        func stored() async throws -> Int {
            let sql = try #require(database.database() as? any SQLDatabase)
            return try await sql.raw("SELECT COUNT(*) AS n FROM outbox_events").first()?.decode(
                column: "n", as: Int.self) ?? -1
        }
        try await database.database().transaction {
            try await channel.publish(Numbered(number: 1), aggregate: "a", on: $0)
        }
        #expect(try await stored() == 0)
        channel.subscribe("Mail") { _ in }
        try await database.database().transaction {
            try await channel.publish(Numbered(number: 2), aggregate: "a", on: $0)
        }
        #expect(try await stored() == 1)
        await database.close()
    }

    @Test func aSubscriberThatFailsGetsTheEventAgainLaterAndNothingLaterOfItsAggregateBeforeIt() async throws {
        let database = try await MigratedDatabase([CreateOutboxTables()], storage: .file)
        let channel = AfterCommitEvents<Numbered>("test.numbers")
        let received = Received()
        let failuresLeft = Mutex(2)
        channel.subscribe("Mail") { delivered in
            if delivered.event.number == 2,
                failuresLeft.withLock({ left in
                    left -= 1
                    return left >= 0
                })
            {
                throw Planted()
            }
            received.add(delivered)
        }
        let clock = TestClock()
        let relay = OutboxRelay(
            database: database.database, streams: [channel], logger: quiet, now: { clock.now })
        try await relay.registerSubscribers()
        let published = [(1, "a"), (2, "a"), (10, "b"), (3, "a"), (11, "b")]
        for (number, aggregate) in published {
            try await database.database().transaction { transaction in
                try await channel.publish(Numbered(number: number), aggregate: aggregate, on: transaction)
            }
        }
        // 2 fails: 3 waits behind it, b's events go on.
        #expect(await relay.deliverPending() == 3)
        #expect(received.numbers == [1, 10, 11])
        // Not yet: the first retry waits a second.
        #expect(await relay.deliverPending() == 0)
        clock.advance(seconds: 1.5)
        #expect(await relay.deliverPending() == 0) // failed again; now it waits 2 s
        clock.advance(seconds: 1.5)
        #expect(await relay.deliverPending() == 0)
        clock.advance(seconds: 1)
        #expect(await relay.deliverPending() == 2)
        #expect(received.numbers == [1, 10, 11, 2, 3])
        await database.close()
    }

    @Test func aBatchSubscriberGetsEveryWaitingEventInOneCallInOrder() async throws {
        let database = try await MigratedDatabase([CreateOutboxTables()], storage: .file)
        let channel = AfterCommitEvents<Numbered>("test.numbers")
        let calls = Mutex<[[Int]]>([])
        channel.subscribeInBatches("Mail") { batch in calls.withLock { $0.append(batch.map(\.event.number)) } }
        var options = OutboxRelay.Options()
        options.batchSize = 4
        let relay = OutboxRelay(database: database.database, streams: [channel], options: options, logger: quiet)
        try await relay.registerSubscribers()
        for number in 1...6 {
            try await database.database().transaction {
                try await channel.publish(Numbered(number: number), aggregate: "\(number % 2)", on: $0)
            }
        }
        #expect(await relay.deliverPending() == 4)
        #expect(await relay.deliverPending() == 2)
        #expect(await relay.deliverPending() == 0)
        #expect(calls.withLock { $0 } == [[1, 2, 3, 4], [5, 6]])
        await database.close()
    }

    @Test func aBatchWithOneFailingEventIsHandedOverOneByOneAndOnlyThatEventsAggregateWaits() async throws {
        let database = try await MigratedDatabase([CreateOutboxTables()], storage: .file)
        let channel = AfterCommitEvents<Numbered>("test.numbers")
        let received = Received()
        let calls = Mutex(0)
        let failing = Mutex(true)
        channel.subscribeInBatches("Mail") { batch in
            calls.withLock { $0 += 1 }
            if failing.withLock({ $0 }) && batch.contains(where: { $0.event.number == 2 }) { throw Planted() }
            for delivered in batch { received.add(delivered) }
        }
        let clock = TestClock()
        let relay = OutboxRelay(
            database: database.database, streams: [channel], logger: quiet, now: { clock.now })
        try await relay.registerSubscribers()
        for (number, aggregate) in [(1, "a"), (2, "a"), (10, "b"), (3, "a"), (11, "b")] {
            try await database.database().transaction {
                try await channel.publish(Numbered(number: number), aggregate: aggregate, on: $0)
            }
        }
        // The batch of five fails; one by one, 2 fails and 3 waits behind it.
        #expect(await relay.deliverPending() == 3)
        #expect(received.numbers == [1, 10, 11])
        #expect(calls.withLock { $0 } == 1 + 4)
        failing.withLock { $0 = false }
        clock.advance(seconds: 1.5)
        #expect(await relay.deliverPending() == 2)
        #expect(received.numbers == [1, 10, 11, 2, 3])
        #expect(await relay.deliverPending() == 0)
        await database.close()
    }

    @Test func aSubscriberRegisteredLaterStartsWithTheEventsPublishedAfterIt() async throws {
        let database = try await MigratedDatabase([CreateOutboxTables()], storage: .file)
        let channel = AfterCommitEvents<Numbered>("test.numbers")
        let early = Received()
        channel.subscribe("Early") { early.add($0) }
        let first = OutboxRelay(database: database.database, streams: [channel], holder: "host", logger: quiet)
        try await first.registerSubscribers()
        try await database.database().transaction {
            try await channel.publish(Numbered(number: 1), aggregate: "a", on: $0)
        }
        #expect(await first.deliverPending() == 1)
        // A feature added to the product, which the host runs again: it is
        // registered at start-up, then an event is published.
        let late = Received()
        channel.subscribe("Late") { late.add($0) }
        let second = OutboxRelay(database: database.database, streams: [channel], holder: "host", logger: quiet)
        try await second.registerSubscribers()
        try await database.database().transaction {
            try await channel.publish(Numbered(number: 2), aggregate: "a", on: $0)
        }
        while await second.deliverPending() > 0 {}
        #expect(early.numbers == [1, 2])
        #expect(late.numbers == [2])
        await database.close()
    }

    @Test func handledEventsPastTheCutoffArePrunedAndUnhandledOnesKept() async throws {
        let database = try await MigratedDatabase([CreateOutboxTables()], storage: .file)
        let channel = AfterCommitEvents<Numbered>("test.numbers")
        let received = Received()
        channel.subscribe("Mail") { delivered in
            guard delivered.event.number != 3 else { throw Planted() }
            received.add(delivered)
        }
        let relay = OutboxRelay(database: database.database, streams: [channel], logger: quiet)
        try await relay.registerSubscribers()
        for number in 1...4 {
            try await database.database().transaction {
                try await channel.publish(Numbered(number: number), aggregate: "n\(number)", on: $0)
            }
        }
        #expect(await relay.deliverPending() == 3)
        #expect(await relay.prune(before: Date().addingTimeInterval(60)) == 3)
        let left = try await database.sql.raw("SELECT position FROM outbox_events").all().count
        let deliveries = try await database.sql.raw("SELECT position FROM outbox_deliveries").all().count
        #expect(left == 1)
        #expect(deliveries == 0)
        // Nothing newer than the cutoff goes.
        #expect(await relay.prune(before: Date().addingTimeInterval(-60)) == 0)
        await database.close()
    }
}
