import FluentKit
import Logging
import PageLayout
import Route
import SessionService
import Utilities

/// Every feature assembled from one configuration, mounted and validated:
/// what `serve` runs, and what the one-shot commands (`migrate`, `check`,
/// `catalogue import`) migrate and use, so a command never sees a host put
/// together differently from the one that serves.
struct HostAssembly {
    let menu: NavigationMenu
    let layout: PageLayout
    let sessions: SessionStore
    let features: Features
    let mounted: [MountedFeature]

    init(_ configuration: HostConfiguration, database: AppDatabase, logger: Logger) throws {
        // The root of every feature's container. The host registers nothing in
        // it: what a feature needs arrives through its Dependencies (ADR 0034).
        let container = MicroContainer(name: "host")
        menu = NavigationMenu()
        layout = try PageLayout(menu: menu)
        sessions = SessionStore(
            database: { database.database() },
            policy: SessionPolicy(secureCookies: configuration.secureCookies, publicOrigin: configuration.publicOrigin))
        features = try Features(
            database: database, layout: layout, sessions: sessions, logger: logger, container: container,
            configuration: configuration)
        // Every registration in every feature's container must resolve before
        // anything runs: a wiring mistake stops here.
        try container.validate()
        mounted = try features.mount()
        for entry in mounted.compactMap(\.entry) { menu.add(entry) }
    }

    /// The sessions' and every feature's migrations, in order.
    var migrations: [any Migration] { SessionMigrations.all + mounted.flatMap(\.migrations) }
}
