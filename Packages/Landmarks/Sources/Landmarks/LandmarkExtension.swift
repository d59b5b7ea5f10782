import FluentKit

/// What another feature adds to Landmarks, met by one of the host's edges
/// (ADR 0112): links on a landmark's page, what a catalogue import must ask
/// when a landmark's campsite count changes, and the search by dates.
/// Landmarks knows only these shapes, never the feature behind them (ADR 0112).
public protocol LandmarkExtension: Sendable {
    /// Links a landmark's page shows; the first one added is its primary button.
    var actions: [LandmarkAction] { get }
    /// The search by dates, or nil when the feature offers none.
    var staySearch: (any StaySearch)? { get }
    /// Asked inside a catalogue import's transaction when a landmark's
    /// campsite count changes: the nights already booked beyond the new
    /// count, one line each (then the import is refused), or none.
    func campsitesChanged(landmarkID: Int, to campsites: Int, on transaction: any Database) async throws -> [String]
}
