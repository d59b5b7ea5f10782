import Auth
import FluentKit
import Foundation
import Landmarks
import Reservations // remove-feature: Reservations
// new-feature: imports
import Logging
import PageLayout
import SessionService
import ServiceLifecycle
import Utilities

/// The features this host serves. Adding a feature is a factory, its
/// construction and its `MountedFeature` here (Scripts/new-feature --wire writes
/// them at the markers); removing one is Scripts/remove-feature, which deletes
/// the lines and blocks tagged `remove-feature: <Name>` (ADR 0053).
struct Features {
    let landmarks: LandmarksAppFactory
    let auth: AuthAppFactory
    let reservations: ReservationsAppFactory // remove-feature: Reservations
    // new-feature: factories
    /// Every feature that keeps anything per account, with what deletes it when
    /// the account goes (HostAssemblyTests fails when a feature with a
    /// per-account table is missing here).
    let accountCleanups: [(feature: String, cleanup: @Sendable (UUID, any Database) async throws -> Void)]
    /// What `landmarks check` runs: each feature's comparison of what it
    /// counts with what it stores, which with `repair` puts drift right.
    let consistencyChecks: [(feature: String, check: @Sendable (_ repair: Bool) async throws -> (lines: [String], agree: Bool))]

    init(
        database: AppDatabase, layout: PageLayout, sessions: SessionStore, logger: Logger, container: MicroContainer,
        configuration: HostConfiguration = HostConfiguration()
    ) throws {
        // Every dependency is given (ADR 0034); what another feature supplies
        // starts as its absence (nothing booked, so every campsite count
        // fits; no links on a landmark's page) and is set by that feature's
        // tagged lines, so removing the feature leaves Landmarks whole.
        var landmarksDependencies = LandmarksAppFactory.Dependencies(
            database: { database.database() }, layout: layout, logger: logger,
            campsiteCountChange: { _, _, _ in [] }, landmarkActions: [])
        // remove-feature: Reservations {
        // A catalogue import asks Reservations whether a new campsite count
        // fits what is booked (ADR 0030), and a landmark's page links to booking.
        landmarksDependencies.campsiteCountChange = ReservationsAppFactory.makeCampsiteCountChange()
        landmarksDependencies.landmarkActions += ReservationsAppFactory.makeLandmarkActions()
        // remove-feature: Reservations }
        landmarks = LandmarksAppFactory(dependencies: landmarksDependencies, parent: container)
        // remove-feature: Reservations {
        // Reservations learns of a landmark only through this closure (ADR 0026).
        let landmark = try landmarks.makeLandmarkLookup()
        reservations = ReservationsAppFactory(
            dependencies: .init(
                database: { database.database() }, layout: layout, logger: logger,
                landmark: { id in
                    try await landmark(id).map {
                        .init(id: id, name: $0.name, campsites: $0.campsites, location: $0.location, timeZone: $0.timeZone)
                    }
                },
                now: Date.init,
                upcomingStaysPerAccount: configuration.upcomingStaysPerAccount),
            parent: container)
        // remove-feature: Reservations }
        var accountCleanups: [(feature: String, cleanup: @Sendable (UUID, any Database) async throws -> Void)] = [
            ("Landmarks", landmarks.makeAccountCleanup())
        ]
        accountCleanups.append(("Reservations", reservations.makeAccountCleanup())) // remove-feature: Reservations
        self.accountCleanups = accountCleanups
        var consistencyChecks: [(feature: String, check: @Sendable (Bool) async throws -> (lines: [String], agree: Bool))] = []
        consistencyChecks.append(("Reservations", reservations.makeNightCounterCheck())) // remove-feature: Reservations
        self.consistencyChecks = consistencyChecks
        var authSettings = AuthAppFactory.Settings.standard
        authSettings.signUpLimits.perAddress = configuration.signUpsPerHour
        auth = AuthAppFactory(
            dependencies: .init(
                database: { database.database() }, layout: layout, logger: logger, sessions: sessions,
                settings: authSettings, now: Date.init, onAccountDeleted: accountCleanups.map(\.cleanup)),
            parent: container)
        // new-feature: init
        layout.accountLinks = auth.makeAccountLinks()
    }

    /// What the features run beside the server.
    func services() throws -> [any Service] {
        try landmarks.makeServices()
    }

    /// The operator's catalogue import.
    func catalogueImport() throws -> @Sendable (Data) async throws -> LandmarksAppFactory.ImportSummary {
        try landmarks.makeCatalogueImport()
    }

    /// Every feature's navigation entry, scene and migrations, in menu order.
    func mount() throws -> [MountedFeature] {
        [
            MountedFeature(
                name: "Landmarks", entry: landmarks.makeAppView(), scene: try landmarks.makeScene(),
                migrations: landmarks.makeMigrations(), api: landmarks.makeAPIContract()),
            MountedFeature(
                name: "Auth", entry: auth.makeAppView(), scene: try auth.makeScene(), migrations: auth.makeMigrations(),
                api: auth.makeAPIContract()),
            // remove-feature: Reservations {
            MountedFeature(
                name: "Reservations", entry: reservations.makeAppView(), scene: try reservations.makeScene(),
                migrations: reservations.makeMigrations(), api: reservations.makeAPIContract()),
            // remove-feature: Reservations }
            // new-feature: mount
        ]
    }
}
