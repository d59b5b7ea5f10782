import APIServer
import Auth
import FluentKit
import FluentSQLiteDriver
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import NIOPosix
import PageLayout
import SessionService
import Utilities

/// Auth mounted the way the host mounts it (security headers, problems,
/// sessions, CSRF), on a fresh in-memory SQLite database. bcrypt runs at its
/// lowest cost here; the end-to-end tests use the app's cost of 12.
struct TestSite {
    let factory: AuthAppFactory
    let sessions: SessionStore
    let router: Router<AppRequestContext>
    let databases: Databases

    init(loginLimits: LoginThrottleLimits = AuthAppFactory.Settings.standard.loginLimits) async throws {
        let logger = Logger(label: "test")
        let eventLoops = MultiThreadedEventLoopGroup.singleton
        let databases = Databases(threadPool: .singleton, on: eventLoops)
        databases.use(.sqlite(.memory), as: .sqlite)
        let database: @Sendable () -> any Database = { databases.database(logger: logger, on: eventLoops.any())! }
        let container = MicroContainer(name: "test")
        let layout = try PageLayout(menu: NavigationMenu())
        let sessions = SessionStore(database: database)
        let factory = AuthAppFactory(
            dependencies: .init(
                database: database, layout: layout, logger: logger, sessions: sessions,
                settings: .init(passwordCost: 4, loginLimits: loginLimits), now: Date.init, onAccountDeleted: []),
            parent: container)
        layout.accountLinks = factory.makeAccountLinks()
        let migrations = Migrations()
        migrations.add(SessionMigrations.all)
        migrations.add(factory.makeMigrations())
        let migrator = Migrator(databases: databases, migrations: migrations, logger: logger, on: eventLoops.any())
        try await migrator.setupIfNeeded().get()
        try await migrator.prepareBatch().get()
        try container.validate()
        let router = Router(context: AppRequestContext.self)
        router.add(middleware: SecurityHeadersMiddleware())
        router.add(middleware: ProblemMiddleware())
        router.add(middleware: SessionMiddleware(store: sessions))
        router.add(middleware: CSRFProtection(policy: sessions.policy))
        router.addRoutes(try factory.makeScene())
        self.factory = factory
        self.sessions = sessions
        self.router = router
        self.databases = databases
    }

    func test(_ body: @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        do {
            try await Application(router: router).test(.router, body)
        } catch {
            await databases.shutdownAsync()
            throw error
        }
        await databases.shutdownAsync()
    }
}

typealias LoginThrottleLimits = AuthAppFactory.LoginLimits

/// A browser's cookie jar and form posting, enough to walk the pages.
final class Browser: @unchecked Sendable {
    // @unchecked: a Browser belongs to one test and is used from that test's
    // single task only, one request after another; nothing shares it.
    var cookies: [String: String] = [:]
    let client: any TestClientProtocol

    init(_ client: any TestClientProtocol) {
        self.client = client
    }

    var csrf: String { cookies["landmarks_csrf"] ?? "" }

    @discardableResult
    func get(_ uri: String) async throws -> TestResponse {
        let response = try await client.execute(uri: uri, method: .get, headers: cookieHeader(), body: nil)
        remember(response)
        return response
    }

    @discardableResult
    func post(_ uri: String, _ fields: [(String, String)], csrf: String? = nil) async throws -> TestResponse {
        var headers = cookieHeader()
        headers[.contentType] = "application/x-www-form-urlencoded"
        let all = fields + [("_csrf", csrf ?? self.csrf)]
        let body = all.map { "\(Self.encode($0.0))=\(Self.encode($0.1))" }.joined(separator: "&")
        let response = try await client.execute(uri: uri, method: .post, headers: headers, body: ByteBuffer(string: body))
        remember(response)
        return response
    }

    private func cookieHeader() -> HTTPFields {
        guard !cookies.isEmpty else { return [:] }
        return [.cookie: cookies.map { "\($0.key)=\($0.value)" }.joined(separator: "; ")]
    }

    private func remember(_ response: TestResponse) {
        for field in response.headers[values: .setCookie] {
            let pair = field.split(separator: ";")[0].split(separator: "=", maxSplits: 1)
            let name = String(pair[0]), value = pair.count > 1 ? String(pair[1]) : ""
            if value.isEmpty || field.contains("Max-Age=0") { cookies[name] = nil } else { cookies[name] = value }
        }
    }

    static func encode(_ value: String) -> String {
        value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? value
    }
}

extension TestResponse {
    var text: String { String(buffer: body) }
    var location: String? { headers[.location] }
}
