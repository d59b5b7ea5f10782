import APIServer
import DatabaseService
import FeatureContract
import FluentKit
import Foundation
import Hummingbird
import Logging
import PageLayout
import Prometheus
import Route
import SessionService

/// Builds the whole app from a configuration. `landmarks serve` runs what this
/// returns; tests call it too, so they exercise the real assembly.
public func buildApplication(
    _ configuration: HostConfiguration,
    logger: Logger,
    metrics: PrometheusCollectorRegistry? = nil,
    onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }
) async throws -> some ApplicationProtocol {
    let database = try AppDatabase(location: configuration.database, logger: logger)
    do {
        let host = try HostAssembly(configuration, database: database, logger: logger)

        if configuration.migrateOnStart {
            try await database.migrate(host.migrations)
        } else if !(await database.isReachable()) {
            // Without migrations nothing else would touch the database before
            // the first request: a host that cannot reach it must not start.
            throw DatabaseUnreachable(location: "\(configuration.database)")
        }

        let availability = DatabaseAvailability(logger: logger, probe: { try await database.probe() })
        let router = try makeRouter(
            mounted: host.mounted, layout: host.layout, home: host.menu.entries.first?.location.href ?? "/healthz",
            sessions: host.sessions,
            availability: availability, watchesOutages: configuration.database.isServer, metrics: metrics,
            trustedProxies: Set(configuration.trustedProxies))
        logger.info("assembled", metadata: [
            "features": "\(host.mounted.map(\.name).joined(separator: ","))", "database": "\(configuration.database)",
        ])
        return Application(
            router: router,
            server: .http1(
                configuration: .init(
                    additionalChannelHandlers: [HTTP10ConnectionClose.Installer(), ConnectionDrain(grace: .seconds(1))],
                    idleTimeout: .seconds(Int64(configuration.idleTimeoutSeconds)))),
            configuration: .init(address: .hostname(configuration.hostname, port: configuration.port), serverName: "Landmarks"),
            services: [database, availability, SessionCleanup(store: host.sessions, logger: logger)]
                + (try host.features.flatMap { try $0.makeServices() }),
            onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? configuration.port) },
            logger: logger)
    } catch {
        await database.close()
        throw error
    }
}

/// `landmarks check [--repair]`: runs every feature's consistency checks
/// (with `repair`, each puts drift right). The lines to print, each with its
/// feature's name, and whether all agree at the end.
public func checkConsistency(_ configuration: HostConfiguration, repair: Bool, logger: Logger) async throws
    -> (lines: [String], agree: Bool)
{
    try await withMigratedFeatures(configuration, logger: logger) { features in
        var lines: [String] = [], agree = true
        for feature in features {
            for check in feature.makeConsistencyChecks() {
                let outcome = try await check.run(repair)
                lines += outcome.lines.map { "\(feature.name): \($0)" }
                agree = agree && outcome.agree
            }
        }
        return lines.isEmpty ? (["no feature has anything to check"], true) : (lines, agree)
    }
}

/// The operator commands every feature offers, as `landmarks --help` lists
/// them: assembled on an in-memory database, so listing touches no data.
public func operatorCommands() throws -> [OperatorCommand] {
    let logger = Logger(label: "landmarks")
    let database = try AppDatabase(location: .sqliteInMemory, logger: logger)
    let host = try HostAssembly(HostConfiguration(database: .sqliteInMemory), database: database, logger: logger)
    return host.features.flatMap { $0.makeOperatorCommands() }
}

/// Has the host and every feature read their settings, as a launch would,
/// without touching any data: what `landmarks config` lists afterwards.
public func readEverySetting(_ configuration: HostConfiguration) {
    let logger = Logger(label: "landmarks")
    var listing = configuration
    listing.database = .sqliteInMemory
    guard let database = try? AppDatabase(location: .sqliteInMemory, logger: logger) else { return }
    _ = try? HostAssembly(listing, database: database, logger: logger)
}

/// Runs the feature command whose words begin `words` (the rest are its
/// arguments) against the configured database, migrated first. Nil when no
/// feature offers such a command.
public func runOperatorCommand(_ words: [String], _ configuration: HostConfiguration, logger: Logger) async throws
    -> OperatorCommand.Outcome?
{
    // Found and checked before the database is opened: a mistyped command
    // migrates nothing and makes no file.
    guard let named = try operatorCommands().first(where: { words.starts(with: $0.words) }) else { return nil }
    let arguments = Array(words.dropFirst(named.words.count))
    guard arguments.count == named.arguments.count else {
        return .init(errors: ["usage: landmarks \(named.usage)"], succeeded: false)
    }
    return try await withMigratedFeatures(configuration, logger: logger) { features in
        let commands = features.flatMap { $0.makeOperatorCommands() }
        guard let command = commands.first(where: { $0.words == named.words }) else { return nil }
        return try await command.run(arguments)
    }
}

/// Runs every feature's migrations and stops: `landmarks migrate`.
public func migrateDatabase(_ configuration: HostConfiguration, logger: Logger) async throws {
    try await withMigratedFeatures(configuration, logger: logger) { _ in }
}

/// For the one-shot commands: opens the database, assembles the host as
/// `serve` does (without serving it), runs pending migrations, does `work`,
/// and closes the database whatever happened.
private func withMigratedFeatures<T>(
    _ configuration: HostConfiguration, logger: Logger, _ work: ([any Feature]) async throws -> T
) async throws -> T {
    let database = try AppDatabase(location: configuration.database, logger: logger)
    do {
        let host = try HostAssembly(configuration, database: database, logger: logger)
        try await database.migrate(host.migrations)
        let result = try await work(host.features)
        await database.close()
        return result
    } catch {
        await database.close()
        throw error
    }
}

/// Every route the host serves, behind its middleware. Refuses to start when
/// two features mount the same method and path, which the router would
/// otherwise settle silently in favour of one of them.
func makeRouter(
    mounted: [MountedFeature], layout: PageLayout, home: String, sessions: SessionStore,
    availability: DatabaseAvailability, watchesOutages: Bool = true, metrics: PrometheusCollectorRegistry? = nil,
    trustedProxies: Set<String> = []
) throws -> Router<AppRequestContext> {
    try RouteCollisions.check(mounted)
    // HEAD is answered wherever GET is, with the same headers and no body.
    let router = Router(context: AppRequestContext.self, options: .autoGenerateHeadEndpoints)
    // Outermost first: every request gets its id and is counted and timed by
    // route template (`/metrics` serves the figures); every response is
    // logged, stripped of its body for HEAD, and hardened; an error under the
    // API becomes a problem body, under a page an HTML page in the layout
    // (inside the session middleware too, so that page knows who is signed
    // in); while a database server is down, requests are answered 503 at
    // once (ADR 0047; a SQLite file does not go away, so there it is left
    // out: the same-run A/B measured it costing the page about 4 %); then the
    // caller is found and forms checked.
    let outage = DatabaseOutageMiddleware(
        availability: availability, servedWithoutDatabase: HealthRoutes.paths.union([HostMetrics.path, Stylesheet.path]))
    router.add(middleware: RequestIDMiddleware())
    // Behind a trusted proxy, the client is the one it forwarded for.
    router.add(middleware: ClientAddressMiddleware(trustedProxies: trustedProxies))
    router.add(middleware: RequestMetricsMiddleware())
    router.add(middleware: LogRequestsMiddleware(.info))
    router.add(middleware: HeadResponseMiddleware())
    router.add(middleware: SecurityHeadersMiddleware(strictTransportSecurity: sessions.policy.secureCookies))
    router.add(middleware: ProblemMiddleware())
    router.add(middleware: ErrorPageMiddleware(layout: layout, home: home))
    if watchesOutages { router.add(middleware: outage) }
    router.add(middleware: SessionMiddleware(store: sessions))
    router.add(middleware: CSRFProtection(policy: sessions.policy))
    router.add(middleware: ErrorPageMiddleware(layout: layout, home: home))
    if watchesOutages { router.add(middleware: outage) }
    HealthRoutes.add(to: router, availability: availability)
    try APIContractRoutes.add(to: router, mounted: mounted, layout: layout)
    if let metrics {
        router.get(RouterPath(HostMetrics.path)) { _, _ in HostMetrics.response(metrics) }
    }
    router.get(RouterPath(Stylesheet.path)) { _, _ in
        Response(
            status: .ok, headers: [.contentType: "text/css; charset=utf-8", .cacheControl: "public, max-age=3600"],
            body: .init(byteBuffer: ByteBuffer(string: Stylesheet.css)))
    }
    router.get("/") { _, _ in Response.seeOther(home) }
    for feature in mounted {
        router.addRoutes(feature.scene)
    }
    return router
}
