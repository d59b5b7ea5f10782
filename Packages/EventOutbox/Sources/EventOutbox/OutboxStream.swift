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

/// One subscriber's work for the events of one channel.
public struct OutboxSubscription: Sendable {
    /// The subscribing feature's name: with the channel, it keys what has been
    /// delivered, so it must be kept across releases.
    public var subscriber: String
    /// Whether `handle` takes many events at once. When false, the relay
    /// hands it one event per call.
    public var takesBatches: Bool
    /// Its work for stored events, in the order published; throwing means
    /// "none of these handled", and the relay hands them over again, one by
    /// one, to find the one that fails.
    public var handle: @Sendable ([StoredEvent]) async throws -> Void

    /// A subscription named `subscriber`, doing `handle` for the events
    /// handed over, one at a time unless `takesBatches`.
    public init(
        subscriber: String, takesBatches: Bool = false,
        handle: @escaping @Sendable ([StoredEvent]) async throws -> Void
    ) {
        self.subscriber = subscriber
        self.takesBatches = takesBatches
        self.handle = handle
    }
}
