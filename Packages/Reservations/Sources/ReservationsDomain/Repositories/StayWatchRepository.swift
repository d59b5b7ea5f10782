import Foundation

/// Where watches are kept. The limit per account is counted inside the
/// store's transaction, in the owner's turn, so it holds however many
/// requests arrive together.
package protocol StayWatchRepository: Sendable {
    /// Adds the watch, unless its owner already watches the same stay at the
    /// same landmark (that one comes back) or holds `limit` watches active
    /// on `today`.
    func add(_ watch: StayWatch, limit: Int, today: Day) async throws -> WatchAddition

    /// The owner's watches still active on `today`, by check-in.
    func watches(owner: UUID, today: Day) async throws -> [StayWatch]

    /// Ends the owner's watch; false when there is none of theirs with this id.
    func end(id: UUID, owner: UUID) async throws -> Bool

    /// Ends the watch with this unsubscribe token, whoever asks: the watch
    /// it was, or nil when none has it (already ended, or never made).
    func end(token: String) async throws -> StayWatch?
}

package enum WatchAddition: Sendable, Equatable {
    /// Added.
    case added(StayWatch)
    /// The owner already watches this stay there: that watch.
    case existing(StayWatch)
    /// The owner holds as many watches as allowed.
    case limitReached
    /// The owner's account was deleted.
    case ownerGone
}
