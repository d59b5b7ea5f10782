import APIClient
import Foundation
import ReservationsDomain

/// What reservation screens ask of the outside world, as closures (live,
/// mock, unimplemented), like every feature's client service.
public struct ReservationService: Sendable {
    /// A landmark's free campsites per night for a month, counting the sites
    /// a filter keeps (every site by default), by a cache policy.
    public var availability:
        @Sendable (_ landmarkID: Int, Month, SiteFilter, CachePolicy) -> AsyncThrowingStream<
            Loaded<MonthAvailability>, any Error
        >
    /// Books a stay; a retry with the same request key books nothing more.
    public var book: @Sendable (BookingRequest) async throws -> BookedStay
    /// The caller's reservations, soonest check-in first.
    public var mine: @Sendable (CachePolicy) -> AsyncThrowingStream<Loaded<BookedStays>, any Error>
    /// Cancels the caller's reservation; again changes nothing.
    public var cancel: @Sendable (_ id: UUID) async throws -> BookedStay
    /// The caller's alerts that still stand, soonest first.
    public var alerts: @Sendable () async throws -> [WatchedStay]
    /// Asks to be mailed when a campsite frees up for every night of a full
    /// stay: a landmark, check-in, check-out and guests.
    public var watch: @Sendable (_ landmarkID: Int, _ stay: Stay, _ guests: Int) async throws -> WatchedStay
    /// Ends one of the caller's alerts.
    public var endAlert: @Sendable (_ id: UUID) async throws -> Void
    /// A landmark's sites by night for two weeks from a night (today when
    /// nil), those a filter keeps.
    public var sitesByNight: @Sendable (_ landmarkID: Int, _ from: Day?, SiteFilter) async throws -> SitesByNight

    /// Keeps a site for the caller for fifteen minutes while they confirm:
    /// asked as a booking is (the request key is not sent).
    public var hold: @Sendable (BookingRequest) async throws -> HeldStay
    /// The caller's open hold, nil when none.
    public var openHold: @Sendable () async throws -> HeldStay?
    /// Books what the caller's hold keeps, at its fee.
    public var confirmHold: @Sendable (_ id: UUID) async throws -> BookedStay
    /// Lets the caller's hold go.
    public var releaseHold: @Sendable (_ id: UUID) async throws -> Void

    /// A service from its closures.
    public init(
        availability:
            @escaping @Sendable (Int, Month, SiteFilter, CachePolicy) -> AsyncThrowingStream<
                Loaded<MonthAvailability>, any Error
            >,
        book: @escaping @Sendable (BookingRequest) async throws -> BookedStay,
        mine: @escaping @Sendable (CachePolicy) -> AsyncThrowingStream<Loaded<BookedStays>, any Error>,
        cancel: @escaping @Sendable (UUID) async throws -> BookedStay,
        alerts: @escaping @Sendable () async throws -> [WatchedStay] = {
            throw APIClientError.unimplemented("ReservationService.alerts")
        },
        watch: @escaping @Sendable (Int, Stay, Int) async throws -> WatchedStay = { _, _, _ in
            throw APIClientError.unimplemented("ReservationService.watch")
        },
        endAlert: @escaping @Sendable (UUID) async throws -> Void = { _ in
            throw APIClientError.unimplemented("ReservationService.endAlert")
        },
        sitesByNight: @escaping @Sendable (Int, Day?, SiteFilter) async throws -> SitesByNight = { _, _, _ in
            throw APIClientError.unimplemented("ReservationService.sitesByNight")
        },
        hold: @escaping @Sendable (BookingRequest) async throws -> HeldStay = { _ in
            throw APIClientError.unimplemented("ReservationService.hold")
        },
        openHold: @escaping @Sendable () async throws -> HeldStay? = {
            throw APIClientError.unimplemented("ReservationService.openHold")
        },
        confirmHold: @escaping @Sendable (UUID) async throws -> BookedStay = { _ in
            throw APIClientError.unimplemented("ReservationService.confirmHold")
        },
        releaseHold: @escaping @Sendable (UUID) async throws -> Void = { _ in
            throw APIClientError.unimplemented("ReservationService.releaseHold")
        }
    ) {
        self.availability = availability
        self.book = book
        self.mine = mine
        self.cancel = cancel
        self.alerts = alerts
        self.watch = watch
        self.endAlert = endAlert
        self.sitesByNight = sitesByNight
        self.hold = hold
        self.openHold = openHold
        self.confirmHold = confirmHold
        self.releaseHold = releaseHold
    }

    /// A service whose every call fails, naming itself: what a test starts from.
    public static let unimplemented = ReservationService(
        availability: { _, _, _, _ in .failure(.unimplemented("ReservationService.availability")) },
        book: { _ in throw APIClientError.unimplemented("ReservationService.book") },
        mine: { _ in .failure(.unimplemented("ReservationService.mine")) },
        cancel: { _ in throw APIClientError.unimplemented("ReservationService.cancel") })
}
