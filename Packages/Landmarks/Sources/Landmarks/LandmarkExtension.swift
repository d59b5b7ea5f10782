import FluentKit

/// What another feature adds to Landmarks, met by one of the host's edges
/// (ADR 0112): links on a landmark's page, what a catalogue import must ask
/// when a landmark's campsite count changes and sites are retired or shrunk, and the
/// search by dates.
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
    /// Asked inside the same transaction when the landmark's sites change
    /// and these numbers are no longer among them, or take fewer people or
    /// vehicles than before: each stay still to come that holds one, one
    /// line each (then the import is refused), or none. A feature that books
    /// no site need not answer.
    func sitesRetired(landmarkID: Int, numbers: [String], on transaction: any Database) async throws -> [String]
}

extension LandmarkExtension {
    /// No stay holds a site of a feature that books none.
    public func sitesRetired(landmarkID: Int, numbers: [String], on transaction: any Database) async throws
        -> [String]
    {
        []
    }
}
