import FluentKit
import Foundation
import Logging
import ServiceLifecycle
import Synchronization

/// Hands the outbox's events to their subscribers (ADR 0121): the host runs
/// one on each host, beside the HTTP server.
///
/// For each channel and subscriber, a host first takes a lease in the
/// database, so that one host at a time hands that subscriber its events;
/// it renews the lease before each event and gives it up on shutdown, and a
/// host that dies loses it when it expires. Events go out oldest first. A
/// subscriber that throws gets the event again later (after 1 s, 2 s, 4 s...
/// up to `Options.longestRetryDelay`), and meanwhile no later event of the
/// same aggregate, so each aggregate's events arrive in order. An event is
/// marked handled only after its subscriber returns: a crash in between
/// hands it over again, never loses it.
public final class OutboxRelay: Service {
    /// How often and how boldly the relay works.
    public struct Options: Sendable {
        /// How long it waits between passes when nothing is left to hand over.
        public var pollInterval: Duration = .seconds(1)
        /// How long a lease lasts unless renewed: longer than any one
        /// subscriber's work on one event, since a subscriber still at work
        /// when its lease ends may meet another host's delivery.
        public var lease: Duration = .seconds(30)
        /// How many events of one channel it reads for one subscriber at a time.
        public var batchSize = 100
        /// The longest wait before a failed event is handed over again.
        public var longestRetryDelay: Duration = .seconds(300)
        /// How long handled events are kept.
        public var retention: Duration = .seconds(7 * 86_400)

        /// The defaults: a pass a second, 30-second leases, a week's events kept.
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
                if handed == 0 { try? await Task.sleep(for: self.options.pollInterval) }
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
        guard
            let startsAfter = try await tables.claim(
                stream: stream, subscriber: subscriber, holder: holder, now: now(), until: leaseEnd())
        else { return 0 }
        let events = try await tables.pending(
            stream: stream, subscriber: subscriber, startsAfter: startsAfter, limit: options.batchSize)
        var blocked: Set<String> = []
        var handed = 0
        for event in events where !blocked.contains(event.aggregate) {
            let key = RetryKey(stream: stream, subscriber: subscriber, position: event.position)
            if let retry = retries.withLock({ $0[key] }), retry.notBefore > now() {
                blocked.insert(event.aggregate)
                continue
            }
            // Still ours? Another host may have taken an expired lease.
            guard try await tables.renew(stream: stream, subscriber: subscriber, holder: holder, until: leaseEnd())
            else { return handed }
            do {
                try await subscription.handle(event)
            } catch {
                blocked.insert(event.aggregate)
                let failures = (retries.withLock { $0[key]?.failures } ?? 0) + 1
                let delay = min(Double(1 << min(failures - 1, 20)), options.longestRetryDelay.seconds)
                retries.withLock { $0[key] = Retry(failures: failures, notBefore: now().addingTimeInterval(delay)) }
                logger.error(
                    "outbox: a subscriber failed; the event will be handed over again",
                    metadata: [
                        "stream": "\(stream)", "subscriber": "\(subscriber)", "event": "\(event.id)",
                        "failures": "\(failures)", "retryIn": "\(delay)s", "error": "\(error)",
                    ])
                continue
            }
            try await tables.recordDelivery(position: event.position, subscriber: subscriber, at: now())
            retries.withLock { $0[key] = nil }
            handed += 1
        }
        return handed
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
        for stream in streams {
            for subscription in stream.subscriptions {
                try? await OutboxTables(database()).release(
                    stream: stream.stream, subscriber: subscription.subscriber, holder: holder)
            }
        }
    }

    private func leaseEnd() -> Date { now().addingTimeInterval(options.lease.seconds) }
}

extension Duration {
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
