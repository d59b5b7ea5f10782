import API
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
    let database = try AppDatabase(
        location: configuration.database, options: configuration.databaseOptions, logger: logger)
    do {
        let host = try HostAssembly(configuration, database: database, logger: logger)

        // Waits (bounded) for a database that does not answer yet.
        try await database.start(migrating: configuration.migrateOnStart ? host.migrations : nil)
        // Subscribers new to this database start with the events published
        // from now on (ADR 0129).
        try await host.outbox.registerSubscribers()

        let availability = DatabaseAvailability(watching: database, logger: logger)
        let router = try makeRouter(
            mounted: host.mounted, layout: host.layout, home: host.menu.entries.first?.location.href ?? "/healthz",
            sessions: host.sessions,
            availability: availability, watchesOutages: configuration.database.isServer, metrics: metrics,
            trustedProxies: Set(configuration.trustedProxies), metricsReaders: Set(configuration.metricsReaders),
            readinessNotes: host.features.flatMap { $0.makeReadinessNotes() }.map(\.read))
        logger.info(
            "assembled",
            metadata: [
                "features": "\(host.features.map(\.name).joined(separator: ","))",
                "database": "\(configuration.database)",
            ])
        return Application(
            router: router,
            server: .http1(
                configuration: .init(
                    additionalChannelHandlers: [
                        HTTP1Rules(), ConnectionDrain(grace: .seconds(1), logger: logger),
                        BodyDeadline(
                            limit: .seconds(Int64(configuration.idleTimeoutSeconds)), logger: logger),
                    ],
                    idleTimeout: .seconds(Int64(configuration.idleTimeoutSeconds)))),
            configuration: .init(
                address: .hostname(configuration.hostname, port: configuration.port), serverName: "Landmarks"),
            services: [
                database, availability, SessionCleanup(store: host.sessions, logger: logger), host.outbox,
                PeriodicWork("session verification", every: SessionStore.endingBound / 4, logger: logger) {
                    [sessions = host.sessions] in try await sessions.reverify()
                },
            ]
                + (try host.features.flatMap { try $0.makeServices() }),
            onServerRunning: { [origin = host.origin] channel in
                let port = channel.localAddress?.port ?? configuration.port
                origin.listening(on: port)
                await onServerRunning(port)
            },
            logger: logger)
    } catch {
        await database.close()
        throw error
    }
}

/// Every route the host serves, behind its middleware. Refuses to start when
/// two features mount the same method and path, which the router would
/// otherwise settle silently in favour of one of them.
func makeRouter(
    mounted: [MountedRoutes], layout: PageLayout, home: String, sessions: SessionStore,
    availability: DatabaseAvailability, watchesOutages: Bool = true, metrics: PrometheusCollectorRegistry? = nil,
    trustedProxies: Set<String> = [], metricsReaders: Set<String> = HostConfiguration.loopback,
    readinessNotes: [@Sendable () -> String?] = []
) throws -> Router<AppRequestContext> {
    try RouteCollisions.check(mounted)
    let router = Router(context: AppRequestContext.self, options: .autoGenerateHeadEndpoints) // HEAD wherever GET
    // Outermost first: every request gets its id and is counted and timed by
    // route template (`/metrics` serves the figures); every response is
    // logged, stripped of its body for HEAD, gzipped when it is text and the
    // client asks (ADR 0103), and hardened; an error under the
    // API becomes a problem body, under a page an HTML page in the layout
    // (inside the session middleware too, so it knows who is signed in), a
    // database gone or full its 503 or 507 (ADR 0127); while a server
    // database is down, requests get 503 at once (a SQLite file does not go
    // away); then the caller is found and forms checked. Behind a trusted
    // proxy, the client is the one it forwarded for.
    let explain: ExplainError = { availability.problem(for: $0) }
    router.add(middleware: RequestIDMiddleware())
    router.add(middleware: ClientAddressMiddleware(trustedProxies: trustedProxies))
    router.add(middleware: RequestMetricsMiddleware())
    router.add(middleware: LogRequestsMiddleware(.info))
    router.add(middleware: HeadResponseMiddleware())
    router.add(middleware: ResponseCompression())
    router.add(middleware: SecurityHeadersMiddleware(strictTransportSecurity: sessions.policy.secureCookies))
    router.add(middleware: ProblemMiddleware(explaining: explain))
    router.add(middleware: ErrorPageMiddleware(layout: layout, home: home, explaining: explain))
    // A 404 for a method a known path does not take becomes 405 with `Allow`.
    let routeMethods = RouteMethods()
    router.add(middleware: MethodNotAllowedMiddleware(table: routeMethods))
    router.add(middleware: TransferEncodingMiddleware())
    router.add(middleware: JSONBodyMiddleware())
    if watchesOutages {
        router.add(
            middleware: DatabaseOutageMiddleware(
                availability: availability,
                servedWithoutDatabase: HealthRoutes.paths.union([HostMetrics.path]).union(StaticAssetRoutes.paths)))
    }
    router.add(middleware: SessionMiddleware(store: sessions))
    router.add(middleware: CSRFProtection(policy: sessions.policy))
    router.add(middleware: ErrorPageMiddleware(layout: layout, home: home, explaining: explain))
    HealthRoutes.add(to: router, availability: availability, notes: readinessNotes)
    try APIContractRoutes.add(to: router, mounted: mounted, layout: layout) { groups in
        try OpenAPIDocument(
            title: "Landmarks API", version: "v1",
            description: "Browse landmarks, keep favorites, and book campsites. Errors are problem bodies "
                + "(RFC 9457, application/problem+json); signed-in calls send the token of the log-in as "
                + "Authorization: Bearer <token>. A query parameter sent empty is refused (422): leave it out "
                + "instead. A method a path does not take is a 405 whose Allow header lists those it does.",
            groups: groups, sharedProblems: DocumentedSessionProblems.answering)
    }
    if let metrics {
        router.get(RouterPath(HostMetrics.path)) { _, context in
            guard HostMetrics.allows(context.clientAddress, readers: metricsReaders) else { throw HTTPError(.notFound) }
            return HostMetrics.response(metrics)
        }
    }
    StaticAssetRoutes.add(to: router)
    router.get("/") { _, _ in Response.seeOther(home) }
    for feature in mounted {
        router.addRoutes(feature.scene)
    }
    routeMethods.learn(router.routes.map { ($0.method.rawValue, $0.path.description) })
    return router
}
