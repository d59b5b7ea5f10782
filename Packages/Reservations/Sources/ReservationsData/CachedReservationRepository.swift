import Foundation
import ReservationsDomain
import Synchronization
import Utilities

/// The night counters and site-nights in memory, for availability, the grid
/// of sites, the glance at the weeks ahead, the review's price and the stays
/// offered after a clash: each range read once and kept,
/// forgotten at once when a booking or a cancellation on this host touches
/// its landmark, and never answered once older than `bound`, so a booking
/// made on another host shows here within the bound (ADR 0106). Everything
/// else, bookings above all, goes to the database: only it sees every host's
/// bookings at once.
///
/// The bound is one second: an availability answer made from these counters
/// is kept for the rest of its own one-second window, so what a visitor sees
/// is never more than two seconds behind a booking on another host.
package final class CachedReservationRepository: ReservationRepository {
    package static let bound: Duration = .seconds(1)

    package struct Nights: Hashable, Sendable {
        let landmarkID: Int
        let nights: Range<Day>
    }

    private let source: any ReservationRepository & HoldRepository
    private let counters: VerifiedCache<Nights, [Day: Int]>
    /// The sites held on each night of a range at one landmark, for the grid
    /// of sites and the review's price: kept and forgotten as the counters.
    private let siteNights: VerifiedCache<Nights, TakenSiteNights>
    /// The sites held on some night of each range searched by dates, kept
    /// under the same bound and forgotten when a stay on this host shares
    /// a night with the range.
    private let searched: VerifiedCache<Range<Day>, [Int: Set<String>]>
    private let changes = Mutex(0)

    package init(
        source: any ReservationRepository & HoldRepository,
        clock: @escaping @Sendable () -> ContinuousClock.Instant = { .now }
    ) {
        self.source = source
        counters = VerifiedCache(bound: Self.bound, capacity: 4_096, now: clock)
        siteNights = VerifiedCache(bound: Self.bound, capacity: 4_096, now: clock)
        searched = VerifiedCache(bound: Self.bound, capacity: 1_024, now: clock)
    }

    package func book(
        _ booking: Booking, owner: UUID, sites: [BookableSite], limits: BookingLimits, today: Day,
        requestKey: String?
    ) async throws -> BookingOutcome {
        defer { forget(landmarkID: booking.landmarkID, stay: booking.stay) }
        return try await source.book(
            booking, owner: owner, sites: sites, limits: limits, today: today, requestKey: requestKey)
    }

    package func reservation(id: UUID, owner: UUID) async throws -> Reservation? {
        try await source.reservation(id: id, owner: owner)
    }

    package func reservations(owner: UUID, landmarkID: Int?) async throws -> [Reservation] {
        try await source.reservations(owner: owner, landmarkID: landmarkID)
    }

    package func cancel(id: UUID, owner: UUID) async throws -> Reservation? {
        let cancelled = try await source.cancel(id: id, owner: owner)
        if let cancelled { forget(landmarkID: cancelled.landmarkID, stay: cancelled.stay) }
        return cancelled
    }

    package func takenCampsites(landmarkID: Int, nights: Range<Day>) async throws -> [Day: Int] {
        try await counters.value(for: Nights(landmarkID: landmarkID, nights: nights)) {
            try await source.takenCampsites(landmarkID: landmarkID, nights: nights)
        } ?? [:]
    }

    package func takenSites(landmarkID: Int, nights: Range<Day>) async throws -> TakenSiteNights {
        let source = source
        return try await siteNights.sharedValue(for: Nights(landmarkID: landmarkID, nights: nights)) {
            try await source.takenSites(landmarkID: landmarkID, nights: nights)
        } ?? TakenSiteNights()
    }

    package func sitesTaken(anyNightOf nights: Range<Day>) async throws -> [Int: Set<String>] {
        let source = source
        return try await searched.sharedValue(for: nights) { try await source.sitesTaken(anyNightOf: nights) } ?? [:]
    }

    /// Drops what is kept for a landmark whose campsites changed some other
    /// way (an import that changed its count).
    package func forget(landmarkID: Int) {
        counters.forget { key, _ in key.landmarkID == landmarkID }
        siteNights.forget { key, _ in key.landmarkID == landmarkID }
        searched.forgetAll()
        changes.withLock { $0 += 1 }
    }

    /// Drops what a booking or a cancellation of `stay` at the landmark changed.
    private func forget(landmarkID: Int, stay: Stay) {
        counters.forget { key, _ in key.landmarkID == landmarkID }
        siteNights.forget { key, _ in key.landmarkID == landmarkID }
        searched.forget { nights, _ in nights.overlaps(stay.checkIn..<stay.checkOut) }
        changes.withLock { $0 += 1 }
    }

    /// How many times this host changed the counters: answers made from
    /// them are good only while it stays the same.
    package var changeCount: Int { changes.withLock { $0 } }
}

extension CachedReservationRepository: HoldRepository {
    package func hold(
        _ booking: Booking, owner: UUID, sites: [BookableSite], limits: BookingLimits, today: Day, until: Date
    ) async throws -> HoldOutcome {
        defer { forget(landmarkID: booking.landmarkID, stay: booking.stay) }
        return try await source.hold(booking, owner: owner, sites: sites, limits: limits, today: today, until: until)
    }

    package func confirm(holdID: UUID, owner: UUID, limits: BookingLimits, today: Day) async throws
        -> ConfirmOutcome
    {
        // Confirming changes no count (the hold's nights were taken
        // already), but the grid shows its site-nights booked, not held.
        let outcome = try await source.confirm(holdID: holdID, owner: owner, limits: limits, today: today)
        if case .confirmed(let booked) = outcome { forget(landmarkID: booked.landmarkID, stay: booked.stay) }
        return outcome
    }

    package func release(holdID: UUID, owner: UUID) async throws -> Hold? {
        let released = try await source.release(holdID: holdID, owner: owner)
        if let released { forget(landmarkID: released.landmarkID, stay: released.stay) }
        return released
    }

    package func openHold(owner: UUID) async throws -> Hold? {
        try await source.openHold(owner: owner)
    }

    package func hold(id: UUID, owner: UUID) async throws -> Hold? {
        try await source.hold(id: id, owner: owner)
    }
}
