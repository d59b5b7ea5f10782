import APIServer
import APIServerTesting
import Auth
import DatabaseTesting
import FeatureContract
import FluentKit
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import PageLayout
import SessionService
import Synchronization
import Utilities

/// Auth mounted the way the host mounts it (security headers, problems,
/// sessions, CSRF), on a fresh in-memory SQLite database. bcrypt runs at its
/// lowest cost here; the end-to-end tests use the app's cost of 12.
struct TestSite {
    let factory: AuthAppFactory
    let sessions: SessionStore
    let router: Router<AppRequestContext>
    let store: MigratedDatabase
    let log = LogRecorder()

    /// `settings`: full keys over the defaults (bcrypt's cost is 4 here, to keep tests quick).
    /// `now`: the clock the feature reads (a fixed one keeps page snapshots stable).
    init(settings: SettingValues = [:], now: @escaping @Sendable () -> Date = Date.init) async throws {
        let logger = log.logger()
        let store = try await MigratedDatabase(SessionMigrations.all, logger: logger)
        let database = store.database
        let container = MicroContainer(name: "test")
        let layout = try PageLayout(menu: NavigationMenu())
        let sessions = SessionStore(database: database)
        let values: SettingValues = ["auth.passwordCost": 4].merging(settings) { _, given in given }
        let factory = AuthAppFactory(
            dependencies: .init(
                host: FeatureHost(
                    database: database, layout: layout, logger: logger, now: now, container: container,
                    settings: Settings.defaults(values)),
                sessions: sessions))
        layout.accountLinks = factory.makeAccountLinks()
        try await store.migrate(factory.makeMigrations())
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
        self.store = store
    }

    /// `.live` serves on a real socket, so requests come from an address
    /// (127.0.0.1) that limits per client can count.
    func test(
        _ mode: TestingSetup = .router, _ body: @Sendable (any TestClientProtocol) async throws -> Void
    ) async throws {
        do {
            try await Application(router: router).test(mode, body)
        } catch {
            await store.close()
            throw error
        }
        await store.close()
    }
}

/// A browser's cookie jar and form posting, enough to walk the pages. A post
/// carries the CSRF token of the last page that had a form, as a person
/// submits what is on the screen.
final class Browser: Sendable {
    private let jar = Mutex(CookieJar())
    private let lastFormToken = Mutex<String?>(nil)
    let client: any TestClientProtocol

    init(_ client: any TestClientProtocol) {
        self.client = client
    }

    var cookies: CookieJar { jar.withLock { $0 } }

    /// Sets (or, with nil, drops) a cookie as a tampering client would.
    func setCookie(_ name: String, _ value: String?) { jar.withLock { $0[name] = value } }
    var csrf: String { lastFormToken.withLock { $0 } ?? "" }

    @discardableResult
    func get(_ uri: String) async throws -> TestResponse {
        let response = try await client.execute(uri: uri, method: .get, headers: cookieHeader(), body: nil)
        remember(response)
        return response
    }

    @discardableResult
    func post(_ uri: String, _ fields: [(String, String)], csrf: String? = nil) async throws -> TestResponse {
        var headers = cookieHeader()
        headers[.contentType] = FormBody.contentType
        let body = FormBody.encode(fields + [("_csrf", csrf ?? self.csrf)])
        let response = try await client.execute(
            uri: uri, method: .post, headers: headers, body: ByteBuffer(string: body))
        remember(response)
        return response
    }

    private func cookieHeader() -> HTTPFields {
        guard let header = cookies.header else { return [:] }
        return [.cookie: header]
    }

    private func remember(_ response: TestResponse) {
        jar.withLock { $0.remember(setCookie: response.headers[values: .setCookie]) }
        if let token = FormBody.csrfToken(in: String(buffer: response.body)) { lastFormToken.withLock { $0 = token } }
    }

    static func encode(_ value: String) -> String { FormBody.escape(value) }
}

extension TestResponse {
    var text: String { String(buffer: body) }
    var location: String? { headers[.location] }
}
