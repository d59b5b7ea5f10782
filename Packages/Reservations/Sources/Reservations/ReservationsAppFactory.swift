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
        /// A landmark as far as booking goes. The host makes it from what the
        /// Landmarks feature provides; Reservations never imports Landmarks (ADR 0099).
        public struct Landmark: Sendable, Equatable {
            /// The landmark's id.
            public var id: Int
            /// Its name.
            public var name: String
            /// How many campsites it has now.
            public var campsites: Int
            /// The landmark's own page.
            public var location: Location
            /// Where its clocks are: its nights and "today" follow it.
            public var timeZone: TimeZone
            /// What one campsite costs a night now, in US cents.
            public var nightlyFee: Int

            /// A landmark with these values.
            public init(id: Int, name: String, campsites: Int, location: Location, timeZone: TimeZone, nightlyFee: Int)
            {
                self.id = id
                self.name = name
                self.campsites = campsites
                self.location = location
                self.timeZone = timeZone
                self.nightlyFee = nightlyFee
            }
        }

        /// The database, the page frame, the logger (bookings made and
        /// refused and cancellations, by ids only), the clock ("today" is
        /// asked at each landmark, in its own time zone), the container and
        /// the settings (`Settings.upcomingStaysPerAccount`).
        public var host: FeatureHost
        /// The landmark with this id, or nil when there is none: wired by the
        /// host to the feature that keeps landmarks.
        public var landmark: @Sendable (Int) async throws -> Landmark?
        /// Where the feature that keeps landmarks lists those with a campsite
        /// free on every night from check-in to check-out: where a clash
        /// sends a person to look elsewhere (ADR 0099).
        public var landmarksFreeOn: @Sendable (_ checkIn: String, _ checkOut: String) -> Location

        /// Reservations' needs, each met by the host.
        public init(
            host: FeatureHost, landmark: @escaping @Sendable (Int) async throws -> Landmark?,
            landmarksFreeOn: @escaping @Sendable (_ checkIn: String, _ checkOut: String) -> Location
        ) {
            self.host = host
            self.landmark = landmark
            self.landmarksFreeOn = landmarksFreeOn
        }

        /// The same need, answered with plain values (what the Landmarks
        /// feature's lookup returns), so the host's edge is one line.
        public init(
            host: FeatureHost,
            landmarks:
                @escaping @Sendable (Int) async throws
                -> (name: String, campsites: Int, location: Location, timeZone: TimeZone, nightlyFee: Int)?,
            landmarksFreeOn: @escaping @Sendable (_ checkIn: String, _ checkOut: String) -> Location
        ) {
            self.init(
                host: host,
                landmark: { id in
                    try await landmarks(id).map {
                        Landmark(
                            id: id, name: $0.name, campsites: $0.campsites, location: $0.location,
                            timeZone: $0.timeZone,
                            nightlyFee: $0.nightlyFee)
                    }
                }, landmarksFreeOn: landmarksFreeOn)
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

    /// What Reservations adds to the feature that keeps landmarks: the links
    /// a landmark's page shows (the calendar that books, first; the form);
    /// what must happen
    /// when a landmark's campsite count changes in a catalogue import (every
    /// night already counted takes the new number, or, when some night holds
    /// more bookings than that, nothing changes and those nights are
    /// returned, inside the import's transaction); and the search by dates:
    /// which landmarks are full on some night of a stay (one read of the
    /// night counters; a stay that breaks the booking rules throws a 422
    /// `Problem` naming each field), where to book one, and a glance at the
    /// next two weeks' nights at one landmark, each with where to pick it as
    /// check-in when a stay can start on it. Landmarks never
    /// learns who books campsites (ADR 0099).
    public var landmarkExtension:
        (
            actions: [(title: String, location: @Sendable (Int) -> Location)],
            campsiteCountChange:
                @Sendable (_ landmarkID: Int, _ campsites: Int, _ transaction: any Database) async throws
                -> [String],
            stays: (
                fullLandmarks:
                    @Sendable (_ checkIn: String?, _ checkOut: String?, _ guests: String?) async throws
                    -> (nights: Int, full: Set<Int>),
                book: @Sendable (_ landmarkID: Int, _ checkIn: String, _ checkOut: String) -> Location,
                nextNights: @Sendable (_ landmarkID: Int) async throws -> [(label: String, free: Int, pick: Location?)]
            )?
        )
    {
        let container = environment.container
        return (
            [
                ("Book a campsite", { id in ReservationsPage.availability(landmarkID: id, month: nil).location }),
                ("Type your dates", { id in ReservationsPage.book(landmarkID: id).location }),
            ],
            { landmarkID, campsites, transaction in
                let overFull = try await FluentReservationRepository.changeCampsites(
                    of: landmarkID, to: campsites, on: transaction)
                // Before the import commits: a read in between may keep the
                // old count a little longer, never past the bound (ADR 0106).
                try container.resolve(CachedLandmarkDirectory.self).forget(id: landmarkID)
                return overFull
            },
            (
                { checkIn, checkOut, guests in
                    do {
                        let (stay, full) = try await container.resolve(FullLandmarks.self)(
                            checkIn: checkIn, checkOut: checkOut, guests: guests)
                        return (stay.nightCount, full)
                    } catch let error as ReservationsError {
                        throw error.problem
                    }
                },
                { id, checkIn, checkOut in
                    ReservationsPage.book(landmarkID: id, checkIn: checkIn, checkOut: checkOut).location
                },
                { id in
                    guard let landmark = try await container.resolve((any LandmarkDirectory).self).landmark(id: id)
                    else { return [] }
                    return try await container.resolve(CampsiteAvailability.self).nextNights(at: landmark).map {
                        night in
                        let pick =
                            night.bookable && night.free > 0
                            ? ReservationsPage.availability(
                                landmarkID: id, month: night.night.month.iso, checkIn: night.night.iso
                            ).location
                            : nil
                        return (StayText.day(night.night, withYear: false), night.free, pick)
                    }
                }
            )
        )
    }

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

    /// What to delete when an account goes: its reservations, freeing the
    /// nights they held. The host hands it to the feature that deletes
    /// accounts, which runs it inside that transaction.
    public func makeAccountCleanup() -> AccountCleanup? {
        AccountCleanup(feature: name) { userID, transaction in
            try await FluentReservationRepository.deleteAll(of: userID, on: transaction)
        }
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
        let landmark = dependencies.landmark
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
                try await landmark(id)?.campsites
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
