import FluentKit
import FluentSQL
import Foundation
import Hummingbird
import HummingbirdTesting
@testable import LandmarksHost
import Logging
import PageLayout
import SessionService
import Testing
import Utilities

/// The real assembly, in process, on an in-memory database.
@Suite struct HostAssemblyTests {
    private func makeApp() async throws -> some ApplicationProtocol {
        try await buildApplication(HostConfiguration(port: 0, database: .sqliteInMemory), logger: Logger(label: "test"))
    }

    @Test func healthAndReadiness() async throws {
        try await makeApp().test(.router) { client in
            try await client.execute(uri: "/healthz", method: .get) { #expect($0.status == .ok) }
            try await client.execute(uri: "/readyz", method: .get) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body) == "ready\n")
            }
        }
    }

    @Test func theHomeRedirectsToTheFirstFeature() async throws {
        try await makeApp().test(.router) { client in
            try await client.execute(uri: "/", method: .get) { response in
                #expect(response.status == .seeOther)
                #expect(response.headers[.location] == "/landmarks")
            }
        }
    }

    @Test func everyPageHasTheNavigationOfEveryMountedFeature() async throws {
        let (features, database) = try Self.assembly()
        let entries = try features.mount().compactMap(\.entry)
        await database.close()
        #expect(entries.count >= 2)
        try await makeApp().test(.router) { client in
            for page in ["/categories", "/landmarks/1", "/login"] {
                try await client.execute(uri: page, method: .get) { response in
                    let body = String(buffer: response.body)
                    for entry in entries {
                        // The current page's link also says aria-current.
                        let link = #"<li><a href="\#(entry.location.href)""#
                        #expect(body.contains(link) && body.contains(">\(entry.title)</a></li>"), "\(page) lacks \(entry.title)")
                    }
                }
            }
        }
    }

    /// The columns that tie a row to an account.
    private static let accountColumns: Set<String> = ["user_id", "owner_id", "account_id"]

    @Test func everyFeatureWithPerAccountRowsIsInTheAccountCleanup() async throws {
        let (features, database) = try Self.assembly()
        let cleaned = Set(features.accountCleanups.map(\.feature))
        var keepers: [String] = []
        // Auth deletes the account itself (and its sessions); every other
        // feature's tables are read from its own migrations, run alone.
        for feature in try features.mount() where feature.name != "Auth" {
            let alone = try AppDatabase(location: .sqliteInMemory, logger: Logger(label: "test"))
            try await alone.migrate(feature.migrations)
            let sql = try #require(alone.database() as? any SQLDatabase)
            for table in try await sql.raw("SELECT name FROM sqlite_master WHERE type = 'table'").all() {
                let name = try table.decode(column: "name", as: String.self)
                let columns = try await sql.raw("SELECT name FROM pragma_table_info(\(bind: name))").all()
                    .map { try $0.decode(column: "name", as: String.self) }
                if !Self.accountColumns.isDisjoint(with: columns) {
                    keepers.append(feature.name)
                    #expect(cleaned.contains(feature.name), "\(feature.name) keeps \(name) per account but is not in Features.accountCleanups")
                }
            }
            await alone.close()
        }
        #expect(Set(keepers) == ["Landmarks", "Reservations"])
        await database.close()
    }

    @Test func servesTheStylesheet() async throws {
        try await makeApp().test(.router) { client in
            try await client.execute(uri: "/assets/app.css", method: .get) { response in
                #expect(response.headers[.contentType] == "text/css; charset=utf-8")
                #expect(String(buffer: response.body).contains(".site-header"))
            }
        }
    }

    @Test func theFirstRunMigratesAndSeeds() async throws {
        try await makeApp().test(.router) { client in
            try await client.execute(uri: "/api/v1/landmarks?perPage=1", method: .get) { response in
                #expect(String(buffer: response.body).contains(#""total":37"#))
            }
        }
    }

    @Test func anUnknownPathIsA404() async throws {
        try await makeApp().test(.router) { client in
            try await client.execute(uri: "/nowhere", method: .get) { #expect($0.status == .notFound) }
        }
    }

    @Test func anUncreatableDatabaseFileStopsTheLaunch() async throws {
        await #expect(throws: (any Error).self) {
            _ = try await buildApplication(
                HostConfiguration(port: 0, database: .sqlite(path: "/proc/forbidden/x.sqlite")), logger: Logger(label: "test"))
        }
    }

    @Test(arguments: [true, false])
    func aPostgreSQLThatDoesNotAnswerStopsTheLaunchWithOrWithoutMigrations(_ migrate: Bool) async throws {
        // Port 1 on loopback: nothing listens there, so the connection is refused.
        var configuration = HostConfiguration(port: 0, database: .postgres(url: "postgres://app:secret@127.0.0.1:1/landmarks"))
        configuration.migrateOnStart = migrate
        await #expect(throws: (any Error).self) {
            _ = try await buildApplication(configuration, logger: Logger(label: "test"))
        }
    }

    /// The host's features, assembled as `buildApplication` does, on an
    /// in-memory database.
    private static func assembly() throws -> (features: Features, database: AppDatabase) {
        let database = try AppDatabase(location: .sqliteInMemory, logger: Logger(label: "test"))
        let features = try Features(
            database: database, layout: try PageLayout(menu: NavigationMenu()),
            sessions: SessionStore(database: { database.database() }), logger: Logger(label: "test"),
            container: MicroContainer(name: "test"))
        return (features, database)
    }
}
