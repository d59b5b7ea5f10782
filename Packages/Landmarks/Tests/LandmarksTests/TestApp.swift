import APIServer
import APIServerTesting
import DatabaseTesting
import FeatureContract
import FluentKit
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Landmarks
import Logging
import PageLayout
import Route
import Utilities

/// The feature mounted on a router the way the host mounts it, on a fresh
/// in-memory SQLite database.
struct TestApp {
    let factory: LandmarksAppFactory
    let container: MicroContainer
    let router: Router<AppRequestContext>
    let store: MigratedDatabase
    let log = LogRecorder()

    /// `withAccounts`: whether a feature that signs people in is mounted (it
    /// only shows in the layout's account links, which is all Landmarks sees).
    /// `extensions`: what other features add, as the host's edge block adds it.
    init(withAccounts: Bool = true, extensions: [any LandmarkExtension] = []) async throws {
        let logger = log.logger()
        let store = try await MigratedDatabase([], logger: logger)
        let container = MicroContainer(name: "test")
        let menu = NavigationMenu()
        let layout = try PageLayout(menu: menu)
        // Nothing books campsites here (no extensions), so every count fits.
        let factory = LandmarksAppFactory(
            dependencies: .init(
                host: FeatureHost(
                    database: store.database, layout: layout, logger: logger, container: container,
                    settings: Settings.defaults())))
        factory.extensions.add(contentsOf: extensions)
        menu.add(factory.makeAppView())
        if withAccounts {
            layout.accountLinks = AccountLinks(
                logIn: Location(path: "/login"), signUp: Location(path: "/signup"), account: Location(path: "/account"),
                logOut: Location(path: "/logout"), returnToParameter: "returnTo")
        }
        try await store.migrate(factory.makeMigrations())
        try container.validate()
        let router = Router(context: AppRequestContext.self)
        router.add(middleware: ProblemMiddleware())
        router.add(middleware: TestCaller())
        router.addRoutes(try factory.makeScene())
        self.factory = factory
        self.container = container
        self.router = router
        self.store = store
    }

    func test(_ body: @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        do {
            try await Application(router: router).test(.router, body)
        } catch {
            await close()
            throw error
        }
        await close()
    }

    func close() async {
        await store.close()
    }
}
