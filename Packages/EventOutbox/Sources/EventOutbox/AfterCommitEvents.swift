import FluentKit
import Foundation
import Synchronization

/// One kind of event a feature publishes, handed to its subscribers after the
/// change that raised it has committed (ADR 0129).
///
/// `publish` writes the event to the outbox on the publisher's own
/// transaction, so the event exists exactly when the change does; the host's
/// `OutboxRelay` hands it to each subscriber afterwards, at least once (again
/// after a crash or a restart), in the order published for each aggregate,
/// and by one host at a time. A subscriber that must act only once keys its
/// work on `Delivered.id`.
///
/// The publishing feature owns the channel and names its type; another
/// feature subscribes in the host's edge file for the pair, so neither
/// imports the other.
public final class AfterCommitEvents<Event: Codable & Sendable>: OutboxStream {
    public let stream: String
    private let registered = Mutex<[OutboxSubscription]>([])

    /// A channel named `stream` in the outbox (`reservations.stay-booked`).
    public init(_ stream: String) {
        self.stream = stream
    }

    /// Writes `event` about `aggregate` to the outbox on `transaction`, which
    /// must be the publisher's open transaction: if it rolls back, the event
    /// was never published. A channel nobody subscribes to writes nothing
    /// (ADR 0129): no subscriber added later is handed events from before it
    /// subscribed, so they would only wait to be pruned.
    public func publish(_ event: Event, aggregate: String, on transaction: any Database) async throws {
        guard registered.withLock({ !$0.isEmpty }) else { return }
        let payload = try JSONEncoder().encode(event)
        try await OutboxTables(transaction).append(
            stream: stream, aggregate: aggregate, payload: payload, at: Date())
    }

    /// Keeps `event` about `aggregate` in `pending`, whose owner writes it on
    /// the publisher's transaction before that commits (ADR 0129): for a
    /// transaction that gathers many changes, all their events in one
    /// statement. A channel nobody subscribes to keeps nothing.
    public func publish(_ event: Event, aggregate: String, into pending: PendingEvents) throws {
        guard registered.withLock({ !$0.isEmpty }) else { return }
        pending.append(
            .init(stream: stream, aggregate: aggregate, payload: try JSONEncoder().encode(event), publishedAt: Date()))
    }

    /// Adds `subscriber`'s work for every event published from now on, one
    /// event at a time.
    public func subscribe(
        _ subscriber: String, _ handle: @escaping @Sendable (Delivered<Event>) async throws -> Void
    ) {
        add(
            OutboxSubscription(subscriber: subscriber) { stored in
                for event in stored { try await handle(Self.decode(event)) }
            })
    }

    /// Adds `subscriber`'s work for every event published from now on, handed
    /// over as many at a time as are waiting (up to the relay's batch size),
    /// in the order published: a subscriber that writes one row per event
    /// writes them in one statement. When it throws, the relay hands the
    /// same events over again one per call, so one event that fails does
    /// not hold back the others (their aggregates aside).
    public func subscribeInBatches(
        _ subscriber: String, _ handle: @escaping @Sendable ([Delivered<Event>]) async throws -> Void
    ) {
        add(
            OutboxSubscription(subscriber: subscriber, takesBatches: true) { stored in
                try await handle(stored.map(Self.decode))
            })
    }

    private func add(_ subscription: OutboxSubscription) {
        registered.withLock { $0.append(subscription) }
    }

    private static func decode(_ stored: StoredEvent) throws -> Delivered<Event> {
        Delivered(
            id: stored.id, aggregate: stored.aggregate, publishedAt: stored.publishedAt,
            event: try JSONDecoder().decode(Event.self, from: stored.payload))
    }

    public var subscriptions: [OutboxSubscription] { registered.withLock { $0 } }
}
