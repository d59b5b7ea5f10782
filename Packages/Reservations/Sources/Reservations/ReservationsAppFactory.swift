import API
import APIServer
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

    /// What Reservations reads from its namespace (`reservations.`).
    public enum Settings {
        /// How many stays that have not ended one account may hold, across
        /// every landmark. One stay at a time at each landmark is a rule, not
        /// a setting (ADR 0108).
        public static let upcomingStaysPerAccount = Setting.wholeNumber(
            "upcomingStaysPerAccount", in: 1...1_000_000, default: BookingLimits.standard.upcomingStays,
            summary: "stays that have not ended one account may hold, across all landmarks")
    }

    public let name = "Reservations"
    let environment: ReservationsEnvironment
    let dependencies: Dependencies

    /// Builds the feature's container as a child of the host's, so the host's
    /// `validate()` checks this feature's wiring too, and reads its settings.
    /// Resolves nothing.
    public init(dependencies: Dependencies) {
        let settings = dependencies.host.settings.scoped(to: "reservations")
        let limits = BookingLimits(upcomingStays: settings.read(Settings.upcomingStaysPerAccount))
        environment = ReservationsEnvironment(dependencies: dependencies, limits: limits)
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
        let pages = try environment.container.resolve(ReservationPages.self)
        let api = try environment.container.resolve(ReservationsAPIHandlers.self)
        let routes = RouteCollection(context: AppRequestContext.self)
        // The router matches each path once; a malformed id in it is a page
        // that was never there.
        func withID<ID>(
            _ parse: @escaping @Sendable (String) -> ID?,
            _ handle: @escaping @Sendable (ID, Request, AppRequestContext) async throws -> Response
        ) -> @Sendable (Request, AppRequestContext) async throws -> Response {
            { request, context in
                guard let id = context.parameters.get("id").flatMap(parse) else {
                    return pages.notFound(request, context)
                }
                return try await handle(id, request, context)
            }
        }
        let reservation: @Sendable (String) -> UUID? = { PathValue.uuid($0) }
        let landmark: @Sendable (String) -> Int? = { PathValue.positiveID($0) }
        routes.get(RouterPath(ReservationsPaths.mine.routerPath)) { request, context in
            try await pages.mine(request, context)
        }
        routes.get(RouterPath(ReservationsPaths.detail.routerPath), use: withID(reservation, pages.detail))
        routes.get(RouterPath(ReservationsPaths.cancel.routerPath), use: withID(reservation, pages.confirmCancel))
        routes.post(RouterPath(ReservationsPaths.cancel.routerPath), use: withID(reservation, pages.cancel))
        routes.get(RouterPath(ReservationsPaths.availability.routerPath), use: withID(landmark, pages.availability))
        routes.get(RouterPath(ReservationsPaths.book.routerPath), use: withID(landmark, pages.bookingForm))
        routes.post(RouterPath(ReservationsPaths.book.routerPath), use: withID(landmark, pages.book))
        routes.on(ReservationsEndpoints.list) { input, _, context in try await api.list(input, context: context) }
        routes.on(ReservationsEndpoints.reservation) { input, _, context in
            try await api.reservation(input, context: context)
        }
        routes.on(ReservationsEndpoints.book) { input, _, context in try await api.book(input, context: context) }
        routes.on(ReservationsEndpoints.cancel) { input, _, context in try await api.cancel(input, context: context) }
        // An availability answer is encoded once and kept for the rest of its
        // one-second window, from counters at most a second old: never more
        // than two seconds behind a booking elsewhere (ADR 0106). A booking
        // or cancellation here starts a new generation at once.
        let counters = try environment.container.resolve(CachedReservationRepository.self)
        let started = ContinuousClock.now
        let availabilityGeneration: @Sendable (Request, AppRequestContext) async throws -> Int? = { _, _ in
            let window = Int((ContinuousClock.now - started) / CachedReservationRepository.bound)
            return window * 1_000_000 + counters.changeCount % 1_000_000
        }
        routes.on(
            ReservationsEndpoints.availability, cache: ResponseCache(capacity: 1_024),
            generation: availabilityGeneration
        ) {
            input, _, _ in try await api.availability(input)
        }
        return routes
    }

    /// Deletes the reservations of the account `userID` on `transaction`,
    /// freeing the nights they held: what the host's edge has done when the
    /// feature that keeps accounts deletes one, inside that transaction
    /// (ADR 0113).
    public func deleteStays(of userID: UUID, on transaction: any Database) async throws {
        try await FluentReservationRepository.deleteAll(of: userID, on: transaction)
    }

    /// What `landmarks check` runs: compares every night's campsite counter
    /// with the confirmed reservations and, with `repair`, sets each drifted
    /// one to what its reservations say. Lines to print, and whether the
    /// counters agree with the reservations at the end.
    public func makeConsistencyChecks() -> [ConsistencyCheck] {
        [ConsistencyCheck(name: "night counters", run: nightCounterCheck)]
    }

    private var nightCounterCheck: @Sendable (_ repair: Bool) async throws -> ConsistencyCheck.Outcome {
        let database = dependencies.database
        let landmarks = dependencies.landmarks
        return { repair in
            guard repair else {
                let drifts = try await NightCounterAudit.drifts(on: database())
                if drifts.isEmpty {
                    return .init(
                        lines: ["every night's campsite counter agrees with the confirmed reservations"], agree: true)
                }
                return .init(
                    lines: drifts.map { "drift: \($0)" } + [
                        "\(drifts.count) nights drifted; run with --repair to set them right"
                    ],
                    agree: false)
            }
            let (repaired, overCapacity) = try await NightCounterAudit.repair(on: database()) { id in
                try await landmarks.landmark(id: id)?.campsites
            }
            var lines = repaired.map { "repaired: \($0)" } + overCapacity.map { "over capacity, left as it is: \($0)" }
            lines.append(
                repaired.isEmpty && overCapacity.isEmpty
                    ? "every night's campsite counter agrees with the confirmed reservations"
                    : "\(repaired.count) nights repaired, \(overCapacity.count) over capacity need a person")
            return .init(lines: lines, agree: overCapacity.isEmpty)
        }
    }

    /// The migrations the host runs before serving.
    public func makeMigrations() -> [any Migration] {
        ReservationsMigrations.all
    }
}
