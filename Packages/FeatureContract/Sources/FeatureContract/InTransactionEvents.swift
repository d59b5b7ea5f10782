import FluentKit
import Synchronization

/// One kind of event a feature publishes, handed to every subscriber inside
/// the publisher's own transaction (ADR 0113): the subscribers' work commits
/// or rolls back with the change that raised the event. Account deletion is
/// the first: Auth publishes `AccountDeleted` while it deletes the account,
/// and what Landmarks and Reservations keep for the account goes with it or
/// not at all.
///
/// The publishing feature owns the channel and names the event's type; another
/// feature subscribes in the host's edge file for the pair, so neither
/// imports the other. Subscribers run one at a time, in the order they
/// subscribed; the first that throws stops the rest, and its error (naming
/// it) rolls the publisher's transaction back.
public final class InTransactionEvents<Event: Sendable>: Sendable {
    /// One subscriber: who it is, and what it does on the publisher's transaction.
    public struct Subscriber: Sendable {
        /// The subscribing feature's name, as errors and logs name it.
        public var name: String
        /// Its work for one event, on the publisher's transaction.
        public var handle: @Sendable (_ event: Event, _ transaction: any Database) async throws -> Void
    }

    private let subscribers = Mutex<[Subscriber]>([])

    /// A channel nobody has subscribed to yet.
    public init() {}

    /// Adds `name`'s work for every event, after every subscriber so far.
    public func subscribe(
        _ name: String, _ handle: @escaping @Sendable (_ event: Event, _ transaction: any Database) async throws -> Void
    ) {
        subscribers.withLock { $0.append(Subscriber(name: name, handle: handle)) }
    }

    /// Who has subscribed, in order.
    public var subscriberNames: [String] { subscribers.withLock { $0.map(\.name) } }

    /// Hands `event` to every subscriber on `transaction`, which must be the
    /// publisher's open transaction; throws `SubscriberFailed` from the first
    /// that fails, so that the publisher's transaction rolls back.
    public func publish(_ event: Event, on transaction: any Database) async throws {
        for subscriber in subscribers.withLock({ $0 }) {
            do {
                try await subscriber.handle(event, transaction)
            } catch {
                throw SubscriberFailed(subscriber: subscriber.name, event: "\(Event.self)", underlying: error)
            }
        }
    }
}

/// A subscriber's work failed, so the change that raised the event did not
/// happen either.
public struct SubscriberFailed: Error, CustomStringConvertible {
    /// The subscribing feature.
    public var subscriber: String
    /// The event's type.
    public var event: String
    /// What the subscriber threw.
    public var underlying: any Error

    public var description: String { "\(subscriber) could not handle \(event): \(underlying)" }
}
