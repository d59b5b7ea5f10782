import APIServer
import APIServerTesting
import Auth // remove-feature: Auth
import DatabaseService
import FluentKit
import FluentSQL
import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import PageLayout
import Prometheus
import SessionService
import Testing
import Utilities

@testable import LandmarksHost

/// The real assembly, in process, on an in-memory database.
@Suite struct HostAssemblyTests {
    @Test func healthAndReadiness() async throws {
        try await makeInMemoryHost().test(.router) { client in
            try await client.execute(uri: "/healthz", method: .get) { #expect($0.status == .ok) }
            let answer = try await Self.readiness(client)
            #expect(answer == "200 ready\n")
        }
    }

    /// `/readyz`'s status and body once the database has answered. A busy
    /// machine may keep a probe past readiness's one second: that answer
    /// means "not yet", so it is asked again, until a deadline.
    static func readiness(_ client: some TestClientProtocol) async throws -> String {
        let slow = "503 \(DatabaseAvailability.Readiness.noAnswer.explanation)\n"
        let deadline = ContinuousClock.now + .seconds(60)
        while true {
            let answer = try await client.execute(uri: "/readyz", method: .get) { response in
                "\(response.status.code) \(String(buffer: response.body))"
            }
            guard answer == slow, ContinuousClock.now < deadline else { return answer }
        }
    }

    @Test func aReadyAnswerCarriesTheFeaturesNotesAndKeepsItsStatus() async throws {
        let (host, database) = try HostAssemblyTests.assembly()
        try await database.start(migrating: host.migrations)
        let router = try makeRouter(
            mounted: host.mounted, layout: host.layout, home: "/landmarks", sessions: host.sessions,
            availability: DatabaseAvailability(watching: database, logger: Logger(label: "test")),
            metrics: PrometheusCollectorRegistry(),
            readinessNotes: [{ "mail is delayed: 3 waiting" }, { nil }])
        try await Application(router: router).test(.router) { client in
            let answer = try await Self.readiness(client)
            #expect(answer == "200 ready\nmail is delayed: 3 waiting\n")
        }
        await database.close()
    }

    @Test func theHomeRedirectsToTheFirstFeature() async throws {
        try await makeInMemoryHost().test(.router) { client in
            try await client.execute(uri: "/", method: .get) { response in
                #expect(response.status == .seeOther)
                #expect(response.headers[.location] == "/landmarks")
            }
        }
    }

    @Test func everyPageHasTheNavigationOfEveryMountedFeature() async throws {
        let (host, database) = try Self.assembly()
        let entries = host.menu.entries
        await database.close()
        // Landmarks has an entry whatever else is mounted; with Auth, some are for the signed-in only.
        #expect(entries.contains { $0.location.path == "/landmarks" })
        #expect(entries.contains { !$0.isShown(signedIn: false) })
        try await makeInMemoryHost().test(.router) { client in
            for page in ["/categories", "/landmarks/1", "/login"] {
                try await client.execute(uri: page, method: .get) { response in
                    let body = String(buffer: response.body)
                    for entry in entries {
                        // The current page's link also says aria-current.
                        let link = #"<li><a href="\#(entry.location.href)""#
                        let shown = body.contains(link) && body.contains(">\(entry.title)</a></li>")
                        // Nobody is signed in: an entry for the signed-in ("My trips") is not offered.
                        #expect(shown == entry.isShown(signedIn: false), "\(page) and \(entry.title)")
                    }
                }
            }
        }
    }

    // remove-feature: Auth {
    /// The columns that tie a row to an account.
    private static let accountColumns: Set<String> = ["user_id", "owner_id", "account_id"]

    @Test func everyFeatureWithPerAccountRowsSubscribesToAccountDeletion() async throws {
        let (host, database) = try Self.assembly()
        let auth = try #require(host.features.lazy.compactMap { $0 as? AuthAppFactory }.first)
        let cleaned = Set(auth.accountDeleted.subscriberNames)
        var keepers: [String] = []
        // The feature that offers the account area deletes the account itself
        // (and its sessions); every other feature's tables are read from its
        // own migrations, run alone.
        let deletesAccounts = Set(host.features.filter { $0.makeAccountLinks() != nil }.map(\.name))
        for feature in host.features where !deletesAccounts.contains(feature.name) {
            let alone = try AppDatabase(location: .sqliteInMemory, logger: Logger(label: "test"))
            try await alone.migrate(feature.makeMigrations())
            let sql = try #require(alone.database() as? any SQLDatabase)
            for table in try await sql.raw("SELECT name FROM sqlite_master WHERE type = 'table'").all() {
                let name = try table.decode(column: "name", as: String.self)
                let columns = try await sql.raw("SELECT name FROM pragma_table_info(\(bind: name))").all()
                    .map { try $0.decode(column: "name", as: String.self) }
                if !Self.accountColumns.isDisjoint(with: columns) {
                    keepers.append(feature.name)
                    #expect(
                        cleaned.contains(feature.name),
                        "\(feature.name) keeps \(name) per account but no edge subscribes it to accountDeleted")
                }
            }
            await alone.close()
        }
        // The check finds what it looks for: favorites are kept per account.
        #expect(keepers.contains("Landmarks"))
        await database.close()
    }
    // remove-feature: Auth }

    @Test func servesTheStylesheet() async throws {
        try await makeInMemoryHost().test(.router) { client in
            try await client.execute(uri: "/assets/app.css", method: .get) { response in
                #expect(response.headers[.contentType] == "text/css; charset=utf-8")
                #expect(String(buffer: response.body).contains(".site-header"))
            }
        }
    }

    /// The page links a fingerprinted stylesheet and icon; each is kept a
    /// year, sets no cookie, and a client holding it gets 304 with no body;
    /// `/favicon.ico` is an icon, not a 404.
    @Test func pagesLinkFingerprintedAssetsCachedAYearWithNoCookieAndRevalidatedBy304() async throws {
        try await makeInMemoryHost().test(.router) { client in
            let page = try await client.execute(uri: "/landmarks", method: .get) { String(buffer: $0.body) }
            for asset in [StaticAssets.stylesheet, StaticAssets.icon] {
                #expect(page.contains(#"href="\#(asset.path)""#))
                let etag = try await client.execute(uri: asset.path, method: .get) { response in
                    #expect(response.status == .ok)
                    #expect(response.headers[.contentType] == asset.contentType)
                    #expect(response.headers[.cacheControl] == "public, max-age=31536000, immutable")
                    #expect(response.headers[values: .setCookie].isEmpty)
                    #expect(Array(buffer: response.body) == asset.bytes)
                    return try #require(response.headers[.eTag])
                }
                try await client.execute(uri: asset.path, method: .get, headers: [.ifNoneMatch: etag]) { response in
                    #expect(response.status == .notModified)
                    #expect(response.body.readableBytes == 0)
                }
            }
            try await client.execute(uri: "/favicon.ico", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "image/x-icon")
                #expect(response.headers[values: .setCookie].isEmpty)
                #expect(Array(buffer: response.body).prefix(4) == [0, 0, 1, 0])
            }
        }
    }

    @Test func theFirstRunMigratesAndSeeds() async throws {
        try await makeInMemoryHost().test(.router) { client in
            try await client.execute(uri: "/api/v1/landmarks?perPage=1", method: .get) { response in
                #expect(String(buffer: response.body).contains(#""total":37"#))
            }
        }
    }

    /// `landmarks migrate` assembles the host as `serve` does, so it runs the
    /// same migrations, in the same order; a host started on its database
    /// without migrating finds nothing missing.
    @Test func migrateRunsExactlyTheMigrationsServeRuns() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("migrate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let logger = Logger(label: "test")
        let migrated = HostConfiguration(
            port: 0, database: .sqlite(path: directory.appendingPathComponent("a.sqlite").path))
        try await migrateDatabase(migrated, logger: logger)
        let served = HostConfiguration(
            port: 0, database: .sqlite(path: directory.appendingPathComponent("b.sqlite").path))
        try await buildApplication(served, logger: logger).test(.router) { _ in }

        func names(_ configuration: HostConfiguration) async throws -> [String] {
            let database = try AppDatabase(location: configuration.database, logger: logger)
            do {
                let rows = try await (database.database() as! any SQLDatabase)
                    .raw("SELECT name FROM _fluent_migrations ORDER BY batch, created_at, name").all()
                let names = try rows.map { try $0.decode(column: "name", as: String.self) }
                await database.close()
                return names
            } catch {
                await database.close()
                throw error
            }
        }
        let migrations = try await names(migrated)
        // The sessions' and the features' (Landmarks has several of its own).
        #expect(migrations.count > SessionMigrations.all.count + 2)
        #expect(migrations == (try await names(served)))

        var withoutMigrating = migrated
        withoutMigrating.migrateOnStart = false
        try await buildApplication(withoutMigrating, logger: logger).test(.router) { client in
            try await client.execute(uri: "/api/v1/landmarks?perPage=1", method: .get) { response in
                #expect(String(buffer: response.body).contains(#""total":37"#))
            }
        }
    }

    @Test func anUnknownPathIsA404() async throws {
        try await makeInMemoryHost().test(.router) { client in
            try await client.execute(uri: "/nowhere", method: .get) { #expect($0.status == .notFound) }
        }
    }

    @Test func anUncreatableDatabaseFileStopsTheLaunch() async throws {
        let failure = await #expect(throws: (any Error).self) {
            _ = try await buildApplication(
                HostConfiguration(port: 0, database: .sqlite(path: "/proc/forbidden/x.sqlite")),
                logger: Logger(label: "test"))
        }
        #expect(String(describing: failure).contains("/proc/forbidden"), "\(String(describing: failure))")
    }

    @Test(arguments: [true, false])
    func aPostgreSQLThatDoesNotAnswerIsWaitedForThenStopsTheLaunchWithOrWithoutMigrations(_ migrate: Bool) async throws
    {
        // Port 1 on loopback: nothing listens there, so the connection is refused.
        var configuration = HostConfiguration(
            port: 0, database: .postgres(url: "postgres://app:secret@127.0.0.1:1/landmarks"))
        configuration.migrateOnStart = migrate
        configuration.databaseOptions.startTimeout = .seconds(2)
        let log = LogRecorder()
        let started = ContinuousClock.now
        await #expect(throws: DatabaseUnreachable.self) {
            _ = try await buildApplication(configuration, logger: log.logger())
        }
        #expect(ContinuousClock.now - started >= .seconds(2), "gave up before the start timeout")
        let waiting = log.entries.filter { $0.message.hasPrefix("waiting for the database to answer") }
        #expect(waiting.count == 1 && waiting.first?.level == .warning, "\(log.entries.map(\.message))")
    }

    /// The host's features, assembled as `buildApplication` does, on an
    /// in-memory database.
    static func assembly() throws -> (host: HostAssembly, database: AppDatabase) {
        let database = try AppDatabase(location: .sqliteInMemory, logger: Logger(label: "test"))
        let host = try HostAssembly(
            HostConfiguration(database: .sqliteInMemory), database: database, logger: Logger(label: "test"))
        return (host, database)
    }
}

/// What a browser and a client get for a path nobody serves, and the check
/// that keeps two features from serving the same route.
@Suite struct HostRoutingTests {
    @Test func aBrowserGetsAnHTMLPageInTheLayoutWithAWayBack() async throws {
        try await makeInMemoryHost().test(.router) { client in
            try await client.execute(uri: "/nope", method: .get) { response in
                #expect(response.status == .notFound)
                #expect(response.headers[.contentType] == "text/html; charset=utf-8")
                let body = String(buffer: response.body)
                #expect(body.contains("<h1>Page not found</h1>"))
                #expect(body.contains(#"<a href="/landmarks">Back to the start</a>"#))
                #expect(body.contains(#"<nav aria-label="Main">"#))
            }
            try await client.execute(uri: "/landmarks/1/nothing-here", method: .post) { response in
                #expect(response.headers[.contentType] == "text/html; charset=utf-8")
            }
        }
    }

    @Test func aClientStillGetsProblemJSONUnderTheAPI() async throws {
        try await makeInMemoryHost().test(.router) { client in
            try await client.execute(uri: "/api/v1/nope", method: .get) { response in
                #expect(response.status == .notFound)
                #expect(response.headers[.contentType] == "application/problem+json")
            }
        }
    }

    @Test func theDocsListEveryRouteTheHostMountsAndNoOther() async throws {
        let (host, database) = try HostAssemblyTests.assembly()
        let router = try makeRouter(
            mounted: host.mounted, layout: host.layout, home: "/landmarks", sessions: host.sessions,
            availability: DatabaseAvailability(watching: database, logger: Logger(label: "test")),
            metrics: PrometheusCollectorRegistry())
        await database.close()
        // A fingerprinted asset's digest (the host's or a feature's) changes
        // with its bytes: the docs name it {digest}.
        let mounted = Set(
            router.routes.map { route in
                let path = route.path.description.replacing(/\.[0-9a-f]{12}\./, with: ".{digest}.")
                return "\(route.method) \(MountedRoutes.normalized(path))"
            })
        // The pages and the API in one page, the host's own routes in another.
        let pages = try ["docs/api.md", "docs/operating.md"].map {
            try String(contentsOf: Self.repository.appendingPathComponent($0), encoding: .utf8)
        }
        let documented = Set(pages.flatMap(Self.documentedRoutes))
        #expect(mounted.subtracting(documented).sorted() == [], "mounted but not in the docs' route tables")
        #expect(documented.subtracting(mounted).sorted() == [], "in the docs' route tables but not mounted")
    }

    /// The rows of a page's route tables: `| what | METHOD | /path |`,
    /// where METHOD may list several (`GET, POST`).
    static func documentedRoutes(_ readme: String) -> [String] {
        readme.split(separator: "\n").flatMap { line -> [String] in
            // A row may end in a comment for the tools (`<!-- remove-feature: … -->`).
            let row = line.replacing(/<!--.*?-->/, with: "").trimmingCharacters(in: .whitespaces)
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 3, cells[2].hasPrefix("`/") else { return [] }
            let path = cells[2].trimmingCharacters(in: CharacterSet(charactersIn: "`")).split(separator: "?")[0]
            return cells[1].split(separator: ",").map { method in
                "\(method.trimmingCharacters(in: .whitespaces)) \(MountedRoutes.normalized(String(path)))"
            }
        }
    }

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
}
