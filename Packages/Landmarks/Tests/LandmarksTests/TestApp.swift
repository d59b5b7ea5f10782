import Foundation
import HummingbirdTesting
import APIServer
import APIServerTesting
import FluentKit
import FluentSQLiteDriver
import HTTPTypes
import Hummingbird
import Landmarks
import Logging
import NIOPosix
import PageLayout
import Route
import Utilities

/// The feature mounted on a router the way the host mounts it, on a fresh
/// in-memory SQLite database.
struct TestApp {
    let factory: LandmarksAppFactory
    let container: MicroContainer
    let router: Router<AppRequestContext>
    let databases: Databases
    let log = LogRecorder()

    /// `withAccounts`: whether a feature that signs people in is mounted (it
    /// only shows in the layout's account links, which is all Landmarks sees).
    init(withAccounts: Bool = true) async throws {
        let logger = log.logger()
        let eventLoops = MultiThreadedEventLoopGroup.singleton
        let databases = Databases(threadPool: .singleton, on: eventLoops)
        databases.use(.sqlite(.memory), as: .sqlite)
        let container = MicroContainer(name: "test")
        let menu = NavigationMenu()
        let layout = try PageLayout(menu: menu)
        let factory = LandmarksAppFactory(
            dependencies: .init(
                database: { databases.database(logger: logger, on: eventLoops.any())! },
                layout: layout, logger: logger,
                // Nothing books campsites here, so every count fits.
                campsiteCountChange: { _, _, _ in [] }, landmarkActions: []),
            parent: container)
        menu.add(factory.makeAppView())
        if withAccounts {
            layout.accountLinks = AccountLinks(
                logIn: Location(path: "/login"), signUp: Location(path: "/signup"), account: Location(path: "/account"),
                logOut: Location(path: "/logout"), returnToParameter: "returnTo")
        }
        let migrations = Migrations()
        migrations.add(factory.makeMigrations())
        let migrator = Migrator(databases: databases, migrations: migrations, logger: logger, on: eventLoops.any())
        try await migrator.setupIfNeeded().get()
        try await migrator.prepareBatch().get()
        try container.validate()
        let router = Router(context: AppRequestContext.self)
        router.add(middleware: ProblemMiddleware())
        router.add(middleware: TestCaller())
        router.addRoutes(try factory.makeScene())
        self.factory = factory
        self.container = container
        self.router = router
        self.databases = databases
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
        await databases.shutdownAsync()
    }
}
