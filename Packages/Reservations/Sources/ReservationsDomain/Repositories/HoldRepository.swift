import Foundation

/// Where holds are kept: in the same store and by the same rules as
/// bookings, because a held site-night is taken for everyone else.
package protocol HoldRepository: Sendable {
    /// Keeps a site for every night of the stay until `until`, chosen as a
    /// booking would choose it and under the same limits, or nothing at all.
    /// An owner keeps one open hold at a time: with another still open,
    /// nothing is kept (`.alreadyHolding`); an expired one gives way.
    func hold(
        _ booking: Booking, owner: UUID, sites: [BookableSite], limits: BookingLimits, today: Day, until: Date
    ) async throws -> HoldOutcome

    /// Books what the owner's open hold keeps, at the fee it kept, once:
    /// `.expired` when its time has passed (nothing is booked, even if the
    /// site-nights are still free), `.notFound` when the owner has no such
    /// hold. The limits are judged again, in the owner's turn.
    func confirm(holdID: UUID, owner: UUID, limits: BookingLimits, today: Day) async throws -> ConfirmOutcome

    /// Gives back what the owner's hold keeps; nil when there is no such hold.
    func release(holdID: UUID, owner: UUID) async throws -> Hold?

    /// The owner's hold while it is open; nil when it has none or it expired.
    func openHold(owner: UUID) async throws -> Hold?

    /// The owner's hold with this id, open or expired, until it is
    /// confirmed, let go or given back; nil after.
    func hold(id: UUID, owner: UUID) async throws -> Hold?
}

package enum HoldOutcome: Sendable, Equatable {
    case held(Hold)
    /// The owner's other hold, still open.
    case alreadyHolding(Hold)
    /// What a booking of the same stay would have been refused with.
    case refused(BookingOutcome)
}

package enum ConfirmOutcome: Sendable, Equatable {
    case confirmed(Reservation)
    case notFound
    case expired
    /// The owner's limits (an overlapping stay, too many upcoming) or a
    /// deleted account; nothing was booked and the hold stays as it was.
    case refused(BookingOutcome, Hold)
}
