import API
import APIServer
import EventOutbox
import FeatureContract
import FluentKit
import Foundation
import Hummingbird
import Logging
import PageLayout
import ReservationsApi
import ReservationsData
import ReservationsDomain
import Route
import ServiceLifecycle
import Utilities

/// The one public door of the Reservations feature: what the host asks it for.
public final class ReservationsAppFactory: Feature {
    /// Everything Reservations needs from the host. A need left unmet does not compile.
    public struct Dependencies: Sendable {
        /// The database, the page frame, the logger (bookings made and
        /// refused and cancellations, by ids only), the clock ("today" is
        /// asked at each landmark, in its own time zone), the container and
        /// the settings (`Settings.upcomingStaysPerAccount`).
        public var host: FeatureHost
        /// The landmarks that can be booked: met by the host's edge to the
        /// feature that keeps landmarks (ADR 0112).
        public var landmarks: any BookableLandmarks

        /// Reservations' needs, each met by the host.
        public init(host: FeatureHost, landmarks: any BookableLandmarks) {
            self.host = host
            self.landmarks = landmarks
        }

        var database: @Sendable () -> any Database { host.database }
        var layout: PageLayout { host.layout }
        var logger: Logger { host.logger }
        var now: @Sendable () -> Date { host.now }
    }

    public let name = "Reservations"
    /// Published with the booking or cancellation, handed over after it
    /// commits (ADR 0129); the host's edge files subscribe.
    public let afterCommit = AfterCommit()
    let environment: ReservationsEnvironment

    let dependencies: Dependencies

    /// Builds the feature's container as a child of the host's, so the host's
    /// `validate()` checks this feature's wiring too, and reads its settings.
    /// Resolves nothing.
    public init(dependencies: Dependencies) {
        let settings = dependencies.host.settings.scoped(to: "reservations")
        let limits = BookingLimits(upcomingStays: settings.read(Settings.upcomingStaysPerAccount))
        let holdAttempts = HoldAttemptLimit.Limits(
            perAccount: settings.read(Settings.holdsPerAccountPerMinute),
            perAddress: settings.read(Settings.holdsPerAddressPerMinute))
        environment = ReservationsEnvironment(
            dependencies: dependencies, limits: limits, holdLength: TimeInterval(settings.read(Settings.holdSeconds)),
            holdAttempts: holdAttempts, published: afterCommit)
        self.dependencies = dependencies
    }

    /// The feature's entry in the app's navigation, which is also its main
    /// page: a person's own stays, so only shown to someone signed in.
    public func makeAppView() -> NavigationEntry? {
        NavigationEntry(title: "My trips", location: ReservationsPage.mine.location, order: 30, audience: .signedIn)
    }

    /// What Reservations offers the feature that keeps landmarks: booking
    /// links, campsite count changes and the search by dates (ADR 0112).
    public var staysAtLandmarks: StaysAtLandmarks { StaysAtLandmarks(container: environment.container) }

    /// What Reservations's API offers, for the contract the host publishes at
    /// `/api/v1/openapi.json` (ADR 0104).
    public func makeAPIContract() -> EndpointGroup? {
        EndpointGroup(
            name: "Reservations",
            summary: "Campsite availability per night, and the caller's reservations: book, list, cancel.",
            endpoints: ReservationsEndpoints.all)
    }

    /// Everything Reservations serves: its pages and its API, for the host to mount.
    public func makeScene() throws -> RouteCollection<AppRequestContext> {
        try ReservationRoutes(
            pages: environment.container.resolve(ReservationPages.self),
            api: environment.container.resolve(ReservationsAPIHandlers.self)
        ).collection()
    }

    /// Deletes the reservations and watches of the account `userID` on
    /// `transaction`, freeing the nights they held: what the host's edge has done when the
    /// feature that keeps accounts deletes one, inside that transaction
    /// (ADR 0113).
    public func deleteStays(of userID: UUID, on transaction: any Database) async throws {
        try await FluentReservationRepository.deleteAll(
            of: userID, on: transaction, announcements: environment.container.resolve(), now: dependencies.now())
    }

    /// What `landmarks check` runs: the night counters against the
    /// confirmed reservations, repaired with `repair` (`NightCounterCheck`).
    public func makeConsistencyChecks() -> [ConsistencyCheck] {
        [NightCounterCheck(database: dependencies.database, landmarks: dependencies.landmarks).check]
    }

    /// The sweep that gives back expired holds (`ExpiredHoldSweep`).
    public func makeServices() throws -> [any Service] {
        [try environment.container.resolve(ExpiredHoldSweep.self)]
    }

    public func makeAfterCommitEvents() -> [any OutboxStream] {
        afterCommit.all
    }

    /// `stay` in the words Reservations' pages use; nil when its landmark
    /// or its dates cannot be read (a landmark removed since). The landmark
    /// is read as the pages read it, kept for a second: describing a batch
    /// of stays at a few landmarks reads each landmark once.
    public func describe(_ stay: StayEvent) async throws -> StayDescription? {
        try await StayDescription(stay, landmarks: environment.container.resolve())
    }

    /// An answered watch in the words Reservations' pages use; nil when its
    /// landmark or its dates cannot be read (a landmark removed since).
    public func describe(_ watch: StayWatchEvent) async throws -> WatchDescription? {
        try await WatchDescription(watch, landmarks: environment.container.resolve())
    }

    /// The migrations the host runs before serving.
    public func makeMigrations() -> [any Migration] {
        ReservationsMigrations.all(landmarks: dependencies.landmarks)
    }
}
