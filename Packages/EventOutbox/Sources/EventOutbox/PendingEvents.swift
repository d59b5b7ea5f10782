import FluentKit
import Foundation
import Synchronization

/// Events published inside a transaction that its owner writes together, in
/// one statement just before it commits, rather than one statement each
/// (ADR 0129).
///
/// A statement inside SQLite's one write transaction costs a round trip
/// between threads while every other writer waits; an event written per
/// booking made each booking's turn a seventh longer. The owner of a
/// transaction that gathers many changes (a batch of bookings, ADR 0106)
/// hands each change a `PendingEvents`, keeps those of the changes that
/// stay (`take`), and `write`s them before its commit: the events still
/// exist exactly when their changes do.
public final class PendingEvents: Sendable {
    struct Event: Sendable {
        var stream: String
        var aggregate: String
        var payload: Data
        var publishedAt: Date
    }

    private let events = Mutex<[Event]>([])

    /// An empty set, for one change or one transaction.
    public init() {}

    /// Whether nothing waits to be written.
    public var isEmpty: Bool { events.withLock { $0.isEmpty } }

    func append(_ event: Event) {
        events.withLock { $0.append(event) }
    }

    /// Moves `other`'s events after this one's, in their order: what a
    /// change that stays (a released savepoint) published joins its
    /// transaction's.
    public func take(_ other: PendingEvents) {
        let moved = other.events.withLock { events in
            defer { events.removeAll() }
            return events
        }
        events.withLock { $0.append(contentsOf: moved) }
    }

    /// Writes every event, in the order published, on `transaction`, which
    /// must be the publishers' still open transaction, and forgets them.
    public func write(on transaction: any Database) async throws {
        let waiting = events.withLock { events in
            defer { events.removeAll() }
            return events
        }
        try await OutboxTables(transaction).append(events: waiting)
    }
}
