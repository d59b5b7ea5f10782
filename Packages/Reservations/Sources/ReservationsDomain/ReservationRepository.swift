import Foundation

/// Where reservations are kept. Whether a campsite is free is decided here,
/// inside the store's transaction, because only the store sees every host's
/// bookings at once.
public protocol ReservationRepository: Sendable {
    /// Books one campsite for every night of the stay, or nothing at all.
    /// Nights at a landmark never hold more bookings than `campsites`, however
    /// many callers race for them.
    func book(_ booking: Booking, owner: UUID, campsites: Int) async throws -> BookingOutcome

    /// The owner's reservation; nil when there is none or it is someone else's.
    func reservation(id: UUID, owner: UUID) async throws -> Reservation?

    /// The owner's reservations, optionally at one landmark, by check-in.
    func reservations(owner: UUID, landmarkID: Int?) async throws -> [Reservation]

    /// Marks the owner's reservation cancelled and frees its nights, once: a
    /// second cancel changes nothing. Nil when there is no such reservation of
    /// the owner's.
    func cancel(id: UUID, owner: UUID) async throws -> Reservation?

    /// How many campsites are taken on each night in `nights` (a night with
    /// none taken may be missing).
    func takenCampsites(landmarkID: Int, nights: Range<Day>) async throws -> [Day: Int]
}

public enum BookingOutcome: Sendable, Equatable {
    case confirmed(Reservation)
    /// The first night of the stay with no campsite free.
    case full(night: Day)
}
