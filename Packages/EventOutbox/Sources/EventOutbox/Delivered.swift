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

/// A batch of delivered events, as a subscriber gets it.
extension Array {
    /// What `notice` makes of each delivered event, in order, leaving out the
    /// events it makes nothing of: how an edge turns a batch into another
    /// feature's words, asking (and awaiting) one event at a time.
    public func compactMapEvents<Event: Sendable, Notice>(
        _ notice: (Delivered<Event>) async throws -> Notice?
    ) async rethrows -> [Notice] where Element == Delivered<Event> {
        var notices: [Notice] = []
        for delivered in self {
            if let made = try await notice(delivered) { notices.append(made) }
        }
        return notices
    }
}
