import FluentKit
import Foundation
import Logging
import ServiceLifecycle
import Synchronization

/// Hands the outbox's events to their subscribers (ADR 0129): the host runs
/// one on each host, beside the HTTP server.
///
/// For each channel and subscriber, a host first takes a lease in the
/// database, so that one host at a time hands that subscriber its events;
/// it renews the lease whenever less than half of it is left before handing
/// events over, and gives it up on shutdown, and a host that dies loses it
/// when it expires. Events go out oldest first, as many at a time as are
/// waiting to a subscriber that takes batches; while events keep coming, a
/// pass waits `Options.gatherInterval` for more, so that a busy host makes
/// few large passes rather than one per event. A subscriber that throws
/// gets the event again later (after 1 s, 2 s, 4 s... up to
/// `Options.longestRetryDelay`), and meanwhile no later event of the same
/// aggregate, so each aggregate's events arrive in order. An event is
/// marked handled only after its subscriber returns: a crash in between
/// hands it over again, never loses it.
public final class OutboxRelay: Service {
    /// How often and how boldly the relay works.
    public struct Options: Sendable {
        /// How long it waits between passes when nothing is left to hand over.
        public var pollInterval: Duration = .seconds(1)
        /// How long it waits between passes that hand events over but fewer
        /// than a batch: the events of that time go out together.
        public var gatherInterval: Duration = .milliseconds(200)
        /// How long a lease lasts unless renewed: more than twice any one
        /// pass's work, since a subscriber still at work when its lease ends
        /// may meet another host's delivery.
        public var lease: Duration = .seconds(30)
        /// How many events of one channel it reads for one subscriber at a time.
        public var batchSize = 200
        /// The longest wait before a failed event is handed over again.
        public var longestRetryDelay: Duration = .seconds(300)
        /// How long handled events are kept.
        public var retention: Duration = .seconds(7 * 86_400)
        /// How many handled events a subscriber's start moves past at once
        /// (on SQLite): fewer writes of the lease, and no more than this many
        /// handled events stepped over by a pass.
        public var startStep: Int64 = 1_000

        /// The defaults: a pass a second when idle, five a second under load,
        /// 30-second leases, a week's events kept.
        public init() {}
    }

    private let database: @Sendable () -> any Database
    private let streams: [any OutboxStream]
    private let holder: String
    private let options: Options
    private let logger: Logger
    private let now: @Sendable () -> Date
    /// Failed events waiting to be tried again: (channel, subscriber, position).
    private let retries = Mutex<[RetryKey: Retry]>([:])
    private let lastPrune = Mutex<Date?>(nil)
    /// The leases this host holds, as last written: while more than half of
    /// one is left, a pass needs no statement to know it is still ours.
    private let held = Mutex<[LeaseKey: Lease]>([:])

    struct LeaseKey: Hashable {
        var stream: String
        var subscriber: String
    }

    struct Lease {
        var until: Date
        var startsAfter: Int64
    }

    struct RetryKey: Hashable {
        var stream: String
        var subscriber: String
        var position: Int64
    }

    struct Retry {
        var failures: Int
        var notBefore: Date
    }

    /// A relay for `streams` on `database`, known to the other hosts as
    /// `holder` (unique per running host).
    public init(
        database: @escaping @Sendable () -> any Database, streams: [any OutboxStream],
        holder: String = "\(ProcessInfo.processInfo.hostName)-\(ProcessInfo.processInfo.processIdentifier)-\(UUID())",
        options: Options = Options(), logger: Logger, now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.database = database
        self.streams = streams
        self.holder = holder
        self.options = options
        self.logger = logger
        self.now = now
    }

    /// Records every subscriber new to this database as starting now: the
    /// host calls it once the migrations have run and before it serves, so
    /// that a feature added to a running product is not handed the events
    /// of the week before it. (A subscriber never registered gets every
    /// event the outbox keeps.)
    public func registerSubscribers() async throws {
        let tables = try OutboxTables(database())
        for stream in streams {
            for subscription in stream.subscriptions {
                try await tables.register(stream: stream.stream, subscriber: subscription.subscriber)
            }
        }
    }

    /// Passes until the service group shuts down, then gives its leases back.
    public func run() async throws {
        await cancelWhenGracefulShutdown {
            while !Task.isCancelled {
                let handed = await self.deliverPending()
                if handed == 0 {
                    try? await Task.sleep(for: self.options.pollInterval)
                } else if handed < self.options.batchSize {
                    try? await Task.sleep(for: self.options.gatherInterval)
                }
            }
        }
        await releaseLeases()
    }

    /// One pass: every subscriber of every channel whose lease this host has
    /// or can take gets its pending events; the number handed over (and
    /// handled). Failures are logged and retried on a later pass.
    @discardableResult
    public func deliverPending() async -> Int {
        var handed = 0
        for stream in streams {
            for subscription in stream.subscriptions {
                do {
                    handed += try await deliver(stream.stream, to: subscription)
                } catch {
                    logger.warning(
                        "outbox: could not deliver",
                        metadata: [
                            "stream": "\(stream.stream)", "subscriber": "\(subscription.subscriber)",
                            "error": "\(error)",
                        ])
                }
            }
        }
        await pruneNowAndThen()
        return handed
    }

    private func deliver(_ stream: String, to subscription: OutboxSubscription) async throws -> Int {
        let tables = try OutboxTables(database())
        let subscriber = subscription.subscriber
        let key = LeaseKey(stream: stream, subscriber: subscriber)
        guard let startsAfter = try await lease(key, tables) else { return 0 }
        let events = try await tables.pending(
            stream: stream, subscriber: subscriber, startsAfter: startsAfter, limit: options.batchSize)
        try await advance(key, past: events, from: startsAfter, tables)
        // An aggregate whose earliest pending event waits for a retry waits
        // whole, so that its events stay in order.
        var waiting: Set<String> = []
        var ready: [StoredEvent] = []
        for event in events where !waiting.contains(event.aggregate) {
            let retry = retries.withLock {
                $0[RetryKey(stream: stream, subscriber: subscriber, position: event.position)]
            }
            if let retry, retry.notBefore > now() {
                waiting.insert(event.aggregate)
            } else {
                ready.append(event)
            }
        }
        guard !ready.isEmpty else { return 0 }
        if subscription.takesBatches && ready.count > 1 {
            do {
                try await subscription.handle(ready)
                // One statement for the batch: a crash before it hands the
                // whole batch over again, which the subscriber's keying on
                // event ids makes harmless.
                try await recordDeliveries(ready.map(\.position), stream: stream, subscriber: subscriber, tables)
                return ready.count
            } catch {
                logger.debug(
                    "outbox: a batch failed; handing its events over one by one",
                    metadata: ["stream": "\(stream)", "subscriber": "\(subscriber)", "error": "\(error)"])
            }
        }
        return try await deliverOneByOne(ready, stream: stream, to: subscription, tables: tables)
    }

    private func recordDeliveries(
        _ positions: [Int64], stream: String, subscriber: String, _ tables: OutboxTables
    ) async throws {
        try await tables.recordDeliveries(positions: positions, subscriber: subscriber, at: now())
        retries.withLock { retries in
            for position in positions {
                retries[RetryKey(stream: stream, subscriber: subscriber, position: position)] = nil
            }
        }
    }

    /// Hands `events` over one per call, recording each as handled as soon
    /// as it is (a crash hands over again only the event it interrupted);
    /// how many were handled. An event that fails holds back the later
    /// events of its aggregate.
    private func deliverOneByOne(
        _ events: [StoredEvent], stream: String, to subscription: OutboxSubscription, tables: OutboxTables
    ) async throws -> Int {
        let subscriber = subscription.subscriber
        let key = LeaseKey(stream: stream, subscriber: subscriber)
        var blocked: Set<String> = []
        var handled = 0
        for event in events where !blocked.contains(event.aggregate) {
            // Still ours, with time to spare? Another host may take an expired lease.
            guard try await lease(key, tables) != nil else { break }
            do {
                try await subscription.handle([event])
            } catch {
                blocked.insert(event.aggregate)
                let retryKey = RetryKey(stream: stream, subscriber: subscriber, position: event.position)
                let failures = (retries.withLock { $0[retryKey]?.failures } ?? 0) + 1
                let delay = min(Double(1 << min(failures - 1, 20)), options.longestRetryDelay.seconds)
                retries.withLock {
                    $0[retryKey] = Retry(failures: failures, notBefore: now().addingTimeInterval(delay))
                }
                logger.error(
                    "outbox: a subscriber failed; the event will be handed over again",
                    metadata: [
                        "stream": "\(stream)", "subscriber": "\(subscriber)", "event": "\(event.id)",
                        "failures": "\(failures)", "retryIn": "\(delay)s", "error": "\(error)",
                    ])
                continue
            }
            try await recordDeliveries([event.position], stream: stream, subscriber: subscriber, tables)
            handled += 1
        }
        return handled
    }

    /// Moves the subscriber's start up to just before its oldest pending
    /// event, where positions commit in order (SQLite) and it has moved at
    /// least `Options.startStep`: every event before that one has been
    /// handled, and without this each pass would step over every handled
    /// event the outbox keeps (a week's), one lookup each, holding the one
    /// connection bookings write through. Where positions can commit out of
    /// order (PostgreSQL) the start stays where it is, since a smaller
    /// position may yet appear.
    private func advance(_ key: LeaseKey, past events: [StoredEvent], from startsAfter: Int64, _ tables: OutboxTables)
        async throws
    {
        guard tables.positionsCommitInOrder, let oldest = events.first?.position,
            oldest - 1 - startsAfter >= options.startStep
        else { return }
        try await tables.advance(stream: key.stream, subscriber: key.subscriber, holder: holder, to: oldest - 1)
        held.withLock { $0[key]?.startsAfter = oldest - 1 }
    }

    /// The position the subscriber's events start after, when this host
    /// holds its lease with more than half of it left, taking or renewing it
    /// in the database when not; nil when another host holds it.
    private func lease(_ key: LeaseKey, _ tables: OutboxTables) async throws -> Int64? {
        let now = now()
        if let lease = held.withLock({ $0[key] }), lease.until.timeIntervalSince(now) > options.lease.seconds / 2 {
            return lease.startsAfter
        }
        let until = now.addingTimeInterval(options.lease.seconds)
        let startsAfter = try await tables.claim(
            stream: key.stream, subscriber: key.subscriber, holder: holder, now: now, until: until)
        held.withLock { $0[key] = startsAfter.map { Lease(until: until, startsAfter: $0) } }
        return startsAfter
    }

    /// Deletes handled events past the retention, at most once an hour.
    private func pruneNowAndThen() async {
        let now = now()
        let due = lastPrune.withLock { last in
            guard last.map({ now.timeIntervalSince($0) >= 3_600 }) ?? true else { return false }
            last = now
            return true
        }
        guard due else { return }
        await prune(before: now.addingTimeInterval(-options.retention.seconds))
    }

    /// Deletes the events published before `cutoff` that every subscriber
    /// has handled; the number deleted.
    @discardableResult
    public func prune(before cutoff: Date) async -> Int {
        var deleted = 0
        for stream in streams {
            do {
                deleted += try await OutboxTables(database()).prune(
                    stream: stream.stream, subscribers: stream.subscriptions.map(\.subscriber),
                    publishedBefore: cutoff)
            } catch {
                logger.warning(
                    "outbox: could not prune", metadata: ["stream": "\(stream.stream)", "error": "\(error)"])
            }
        }
        return deleted
    }

    private func releaseLeases() async {
        held.withLock { $0.removeAll() }
        for stream in streams {
            for subscription in stream.subscriptions {
                try? await OutboxTables(database()).release(
                    stream: stream.stream, subscriber: subscription.subscriber, holder: holder)
            }
        }
    }
}

extension Duration {
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
