/// A channel the relay delivers from: its name in the outbox and who
/// subscribes to it. `AfterCommitEvents` is the one implementation; the relay
/// sees every channel through this, whatever its event type.
public protocol OutboxStream: Sendable {
    /// The channel's name in the outbox (`reservations.stay-booked`): unique
    /// among the host's channels, and kept across releases, since stored
    /// events carry it.
    var stream: String { get }
    /// Who subscribes, in the order they subscribed.
    var subscriptions: [OutboxSubscription] { get }
}

/// One subscriber's work for every event of one channel.
public struct OutboxSubscription: Sendable {
    /// The subscribing feature's name: with the channel, it keys what has been
    /// delivered, so it must be kept across releases.
    public var subscriber: String
    /// Its work for one stored event; throwing means "not handled", and the
    /// event is handed over again later.
    public var handle: @Sendable (StoredEvent) async throws -> Void

    /// A subscription named `subscriber`, doing `handle` for each event.
    public init(subscriber: String, handle: @escaping @Sendable (StoredEvent) async throws -> Void) {
        self.subscriber = subscriber
        self.handle = handle
    }
}
