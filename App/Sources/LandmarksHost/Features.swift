import Auth
import FluentKit
import Foundation
import Landmarks
import Reservations
// new-feature: imports
import Logging
import PageLayout
import SessionService
import ServiceLifecycle
import Utilities

/// The features this host serves. Adding a feature is a factory, its
/// construction and its `MountedFeature` here (Scripts/new-feature --wire writes
/// them at the markers); removing one is deleting those lines.
struct Features {
    let landmarks: LandmarksAppFactory
    let auth: AuthAppFactory
    let reservations: ReservationsAppFactory
    // new-feature: factories
    /// Every feature that keeps anything per account, with what deletes it when
    /// the account goes (HostAssemblyTests fails when a feature with a
    /// per-account table is missing here).
    let accountCleanups: [(feature: String, cleanup: @Sendable (UUID, any Database) async throws -> Void)]

    /// `signUpsPerHour` overrides Auth's standard limit per client address,
    /// `upcomingStaysPerAccount` Reservations's limit per account.
    init(
        database: AppDatabase, layout: PageLayout, sessions: SessionStore, logger: Logger, container: MicroContainer,
        signUpsPerHour: Int? = nil, upcomingStaysPerAccount: Int? = nil
    ) throws {
        var authSettings = AuthAppFactory.Settings.standard
        if let signUpsPerHour { authSettings.signUpLimits.perAddress = signUpsPerHour }
        landmarks = LandmarksAppFactory(
            dependencies: .init(
                database: { database.database() }, layout: layout, logger: logger,
                // A catalogue import asks Reservations whether a new campsite
                // count fits what is booked (ADR 0030).
                campsiteCountChange: ReservationsAppFactory.makeCampsiteCountChange(),
                landmarkActions: ReservationsAppFactory.makeLandmarkActions()),
            parent: container)
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
                upcomingStaysPerAccount: upcomingStaysPerAccount ?? HostConfiguration().upcomingStaysPerAccount),
            parent: container)
        accountCleanups = [
            ("Landmarks", landmarks.makeAccountCleanup()), ("Reservations", reservations.makeAccountCleanup()),
        ]
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
            MountedFeature(
                name: "Reservations", entry: reservations.makeAppView(), scene: try reservations.makeScene(),
                migrations: reservations.makeMigrations(), api: reservations.makeAPIContract()),
            // new-feature: mount
        ]
    }
}
