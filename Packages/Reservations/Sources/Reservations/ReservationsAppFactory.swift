import API
import APIServer
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
public final class ReservationsAppFactory: Sendable {
    /// Everything Reservations needs from the host. A need left unmet does not compile.
    public struct Dependencies: Sendable {
        /// A landmark as far as booking goes. The host makes it from what the
        /// Landmarks feature provides; Reservations never imports Landmarks (ADR 0026).
        public struct Landmark: Sendable, Equatable {
            public var id: Int
            public var name: String
            public var campsites: Int
            /// The landmark's own page.
            public var location: Location
            /// Where its clocks are: its nights and "today" follow it.
            public var timeZone: TimeZone

            public init(id: Int, name: String, campsites: Int, location: Location, timeZone: TimeZone) {
                self.id = id
                self.name = name
                self.campsites = campsites
                self.location = location
                self.timeZone = timeZone
            }
        }

        /// A database handle for one unit of work; the host decides SQLite or PostgreSQL.
        public var database: @Sendable () -> any Database
        /// The page frame, with the app's navigation and account links.
        public var layout: PageLayout
        /// Bookings made and refused and cancellations go here (ids only).
        public var logger: Logger
        /// The landmark with this id, or nil when there is none.
        public var landmark: @Sendable (Int) async throws -> Landmark?
        /// Now. "Today" is asked at each landmark, in its own time zone.
        public var now: @Sendable () -> Date
        /// How many stays that have not ended one account may hold, across
        /// every landmark (six unless the operator says otherwise). One stay
        /// at a time at each landmark is a rule, not a setting (ADR 0049).
        public var upcomingStaysPerAccount: Int

        public init(
            database: @escaping @Sendable () -> any Database, layout: PageLayout, logger: Logger,
            landmark: @escaping @Sendable (Int) async throws -> Landmark?, now: @escaping @Sendable () -> Date,
            upcomingStaysPerAccount: Int = BookingLimits.standard.upcomingStays
        ) {
            self.database = database
            self.layout = layout
            self.logger = logger
            self.landmark = landmark
            self.now = now
            self.upcomingStaysPerAccount = upcomingStaysPerAccount
        }
    }

    let environment: ReservationsEnvironment
    let dependencies: Dependencies

    /// Builds the feature's container as a child of `parent`, so the host's
    /// `validate()` checks this feature's wiring too.
    public init(dependencies: Dependencies, parent: MicroContainer) {
        environment = ReservationsEnvironment(dependencies: dependencies, parent: parent)
        self.dependencies = dependencies
    }

    /// The feature's entry in the app's navigation, which is also its main page.
    public func makeAppView() -> NavigationEntry? {
        NavigationEntry(title: "My reservations", location: ReservationsPage.mine.location, order: 30)
    }

    /// What a landmark's page links to: booking and availability. Static,
    /// because these are only paths: the host hands them to Landmarks before
    /// either factory exists, and Landmarks never learns Reservations exists.
    public static func makeLandmarkActions() -> [(title: String, location: @Sendable (Int) -> Location)] {
        [
            ("Book a campsite", { id in ReservationsPage.book(landmarkID: id).location }),
            ("See availability", { id in ReservationsPage.availability(landmarkID: id, month: nil).location }),
        ]
    }

    /// What Reservations's API offers, for the contract the host publishes at
    /// `/api/v1/openapi.json` (ADR 0042).
    public func makeAPIContract() -> EndpointGroup {
        EndpointGroup(name: "Reservations", summary: "Campsite availability per night, and the caller's reservations: book, list, cancel.", endpoints: ReservationsEndpoints.all)
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
                guard let id = context.parameters.get("id").flatMap(parse) else { return pages.notFound(request, context) }
                return try await handle(id, request, context)
            }
        }
        let reservation: @Sendable (String) -> UUID? = { PathValue.uuid($0) }
        let landmark: @Sendable (String) -> Int? = { PathValue.positiveID($0) }
        routes.get(RouterPath(ReservationsPaths.mine.routerPath)) { request, context in try await pages.mine(request, context) }
        routes.get(RouterPath(ReservationsPaths.detail.routerPath), use: withID(reservation, pages.detail))
        routes.get(RouterPath(ReservationsPaths.cancel.routerPath), use: withID(reservation, pages.confirmCancel))
        routes.post(RouterPath(ReservationsPaths.cancel.routerPath), use: withID(reservation, pages.cancel))
        routes.get(RouterPath(ReservationsPaths.availability.routerPath), use: withID(landmark, pages.availability))
        routes.get(RouterPath(ReservationsPaths.book.routerPath), use: withID(landmark, pages.bookingForm))
        routes.post(RouterPath(ReservationsPaths.book.routerPath), use: withID(landmark, pages.book))
        routes.on(ReservationsEndpoints.list) { input, _, context in try await api.list(input, context: context) }
        routes.on(ReservationsEndpoints.reservation) { input, _, context in try await api.reservation(input, context: context) }
        routes.on(ReservationsEndpoints.book) { input, _, context in try await api.book(input, context: context) }
        routes.on(ReservationsEndpoints.cancel) { input, _, context in try await api.cancel(input, context: context) }
        routes.on(ReservationsEndpoints.availability) { input, _, _ in try await api.availability(input) }
        return routes
    }

    /// What to delete when an account goes: its reservations, freeing the
    /// nights they held. The host hands it to the feature that deletes
    /// accounts, which runs it inside that transaction.
    public func makeAccountCleanup() -> @Sendable (UUID, any Database) async throws -> Void {
        { userID, transaction in try await FluentReservationRepository.deleteAll(of: userID, on: transaction) }
    }

    /// What must happen when a landmark's campsite count changes (a catalogue
    /// import): every night already counted takes the new number, or, when
    /// some night holds more bookings than that, nothing changes and those
    /// nights are returned. Runs inside the import's transaction; the host
    /// hands it to Landmarks, which never learns who books campsites.
    public static func makeCampsiteCountChange() -> @Sendable (Int, Int, any Database) async throws -> [String] {
        { landmarkID, campsites, transaction in
            try await FluentReservationRepository.changeCampsites(of: landmarkID, to: campsites, on: transaction)
        }
    }

    /// What `landmarks check` runs: compares every night's campsite counter
    /// with the confirmed reservations and, with `repair`, sets each drifted
    /// one to what its reservations say. Lines to print, and whether the
    /// counters agree with the reservations at the end.
    public func makeNightCounterCheck() -> @Sendable (_ repair: Bool) async throws -> (lines: [String], agree: Bool) {
        let database = dependencies.database, landmark = dependencies.landmark
        return { repair in
            guard repair else {
                let drifts = try await NightCounterAudit.drifts(on: database())
                if drifts.isEmpty { return (["every night's campsite counter agrees with the confirmed reservations"], true) }
                return (drifts.map { "drift: \($0)" } + ["\(drifts.count) nights drifted; run with --repair to set them right"], false)
            }
            let (repaired, overCapacity) = try await NightCounterAudit.repair(on: database()) { id in
                try await landmark(id)?.campsites
            }
            var lines = repaired.map { "repaired: \($0)" } + overCapacity.map { "over capacity, left as it is: \($0)" }
            lines.append(
                repaired.isEmpty && overCapacity.isEmpty
                    ? "every night's campsite counter agrees with the confirmed reservations"
                    : "\(repaired.count) nights repaired, \(overCapacity.count) over capacity need a person")
            return (lines, overCapacity.isEmpty)
        }
    }

    /// The migrations the host runs before serving.
    public func makeMigrations() -> [any Migration] {
        ReservationsMigrations.all
    }
}
