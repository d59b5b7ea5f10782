import Foundation

/// One event as a subscriber receives it: the event itself, and what makes a
/// second delivery of it recognisable.
public struct Delivered<Event: Sendable>: Sendable {
    /// The event's id, the same on every delivery of it: a subscriber that
    /// must act once (send one mail) records it with its work.
    public var id: UUID
    /// What the event is about.
    public var aggregate: String
    /// When it was published.
    public var publishedAt: Date
    /// The event.
    public var event: Event
}
