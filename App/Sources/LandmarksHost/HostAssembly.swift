import APIServer
import DatabaseService
import EventOutbox
import FeatureContract
import FluentKit
import Foundation
import Logging
import PageLayout
import Route
import SessionService
import Utilities

/// Every feature assembled from one configuration, joined, validated and
/// mounted: what `serve` runs, and what the one-shot commands (`migrate`,
/// `check`, operator commands) migrate and use, so a command never sees a host
/// put together differently from the one that serves. Nothing here names a
/// feature: it loops over `assembleFeatures`' list (ADR 0113).
struct HostAssembly {
    let menu: NavigationMenu
    let layout: PageLayout
    let sessions: SessionStore
    let features: [any Feature]
    let mounted: [MountedRoutes]
    /// The sessions', the outbox's and every feature's migrations, in order.
    let migrations: [any Migration]
    /// Hands every feature's after-commit events to their subscribers (ADR 0129).
    let outbox: OutboxRelay
    /// Where people reach the app, once the port is known.
    let origin: ServedOrigin

    init(_ configuration: HostConfiguration, database: AppDatabase, logger: Logger) throws {
        // The root of every feature's container. The host registers nothing in
        // it: what a feature needs arrives through its Dependencies (ADR 0113).
        let container = MicroContainer(name: "host")
        menu = NavigationMenu()
        layout = try PageLayout(menu: menu)
        sessions = SessionStore(
            database: { database.database() },
            policy: SessionPolicy(secureCookies: configuration.secureCookies, publicOrigin: configuration.publicOrigin))
        let origin = ServedOrigin(configuration)
        self.origin = origin
        let host = FeatureHost(
            database: { database.database() }, layout: layout, logger: logger, container: container,
            settings: configuration.settings, origin: { origin.value })
        // Phase one: every feature built and its edges joined; nothing resolved.
        features = try assembleFeatures(host, sessions: sessions)
        // Phase two: every registration in every feature's container must
        // resolve before anything runs, so a wiring mistake stops here.
        try container.validate()
        mounted = try features.map {
            MountedRoutes(owner: $0.name, scene: try $0.makeScene(), api: $0.makeAPIContract())
        }
        migrations = SessionMigrations.all + [CreateOutboxTables()] + features.flatMap { $0.makeMigrations() }
        let streams = features.flatMap { $0.makeAfterCommitEvents() }
        let repeated = Dictionary(grouping: streams.map(\.stream), by: { $0 }).filter { $1.count > 1 }.keys
        guard repeated.isEmpty else { throw RepeatedEventStream(names: repeated.sorted()) }
        outbox = OutboxRelay(database: { database.database() }, streams: streams, logger: logger)
        for entry in features.flatMap({ $0.makeMenuEntries() }) { menu.add(entry) }
        layout.accountLinks = features.lazy.compactMap { $0.makeAccountLinks() }.first
    }
}

/// Two features publish on one outbox channel name: their stored events
/// could not be told apart, so the host refuses to start.
struct RepeatedEventStream: Error, CustomStringConvertible {
    var names: [String]
    var description: String { "more than one feature publishes on the outbox channel \(names.joined(separator: ", "))" }
}
