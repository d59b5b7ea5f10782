import Foundation

/// One event as the outbox keeps it: its place in the outbox, its id, the
/// aggregate it is about, and its payload as the publisher encoded it.
public struct StoredEvent: Sendable, Equatable {
    /// Its place among every event published: later events have larger ones.
    public var position: Int64
    /// The event's own id: what a subscriber keys its work on, so that a
    /// second delivery (after a crash) changes nothing.
    public var id: UUID
    /// The channel it was published on.
    public var stream: String
    /// What it is about (a reservation's id, an account's id): events of one
    /// aggregate reach each subscriber in the order they were published.
    public var aggregate: String
    /// The encoded event.
    public var payload: Data
    /// When it was published.
    public var publishedAt: Date
}
