import Foundation

/// Where reservations are kept. Whether a campsite is free is decided here,
/// inside the store's transaction, because only the store sees every host's
/// bookings at once.
package protocol ReservationRepository: Sendable {
    /// Books one of `sites` (the landmark's, in map order) for every night of
    /// the stay, or nothing at all: the site the booking names, or the one
    /// `SiteChoice` picks among those free on every night. A site-night is
    /// booked at most once, and nights at a landmark never hold more bookings
    /// than it has sites, however many callers race for them. With a `requestKey` the owner has used
    /// before, nothing is booked: the reservation it made comes back
    /// (`.repeated`), or `.keyReused` when that was another booking.
    ///
    /// The owner's bookings are made one at a time, so `limits` hold however
    /// many arrive together: nothing is booked when the owner has a confirmed
    /// stay at this landmark that shares a night with this one (`.overlapping`),
    /// or already holds `limits.upcomingStays` confirmed stays that end after
    /// `today` (`.limitReached`), or when the owner's account was deleted
    /// (`.ownerGone`: a booking that began before the deletion and reached the
    /// store after it).
    func book(
        _ booking: Booking, owner: UUID, sites: [BookableSite], limits: BookingLimits, today: Day,
        requestKey: String?
    ) async throws -> BookingOutcome

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

    /// The site-nights confirmed stays and open holds keep at the landmark
    /// in `nights`.
    func takenSites(landmarkID: Int, nights: Range<Day>) async throws -> TakenSiteNights

    /// The sites held on some night in `nights`, by landmark (a landmark
    /// with none held may be missing): one read, whatever the number of
    /// landmarks.
    func sitesTaken(anyNightOf nights: Range<Day>) async throws -> [Int: Set<String>]
}

extension ReservationRepository {
    /// A booking under the standard limits, counted from its own check-in,
    /// at a landmark of `campsites` interchangeable sites.
    package func book(_ booking: Booking, owner: UUID, campsites: Int, requestKey: String? = nil) async throws
        -> BookingOutcome
    {
        try await book(
            booking, owner: owner, sites: BookableSite.interchangeable(count: campsites), requestKey: requestKey)
    }

    /// A booking at a landmark of `campsites` interchangeable sites.
    package func book(
        _ booking: Booking, owner: UUID, campsites: Int, limits: BookingLimits, today: Day, requestKey: String?
    ) async throws -> BookingOutcome {
        try await book(
            booking, owner: owner, sites: BookableSite.interchangeable(count: campsites), limits: limits,
            today: today, requestKey: requestKey)
    }

    /// A booking under the standard limits, counted from its own check-in.
    package func book(_ booking: Booking, owner: UUID, sites: [BookableSite], requestKey: String? = nil)
        async throws -> BookingOutcome
    {
        try await book(
            booking, owner: owner, sites: sites, limits: .standard, today: booking.stay.checkIn,
            requestKey: requestKey)
    }
}

package enum BookingOutcome: Sendable, Equatable {
    case confirmed(Reservation)
    /// The first night of the stay with no campsite free.
    case full(night: Day)
    /// The request key was used before for this same booking: what it made.
    case repeated(Reservation)
    /// The request key was used before for a different booking.
    case keyReused
    /// The owner's confirmed stay at this landmark that shares a night with the booking.
    case overlapping(Stay)
    /// The owner already holds as many upcoming stays as the limits allow.
    case limitReached
    /// The owner's account was deleted.
    case ownerGone
    /// The counters had room, but the site asked for (or any fitting one) did not.
    case siteRefused(SiteChoice.Refusal)
}

extension Reservation {
    /// Whether this reservation is what `booking` asks for: how a repeated
    /// request is told from a new one sent with an old key.
    package func matches(_ booking: Booking) -> Bool {
        landmarkID == booking.landmarkID && stay == booking.stay && guests == booking.guests && notes == booking.notes
            && (booking.siteNumber == nil || booking.siteNumber == siteNumber)
    }
}
