import HummingbirdTesting
import APIServer
import FluentKit
import FluentSQLiteDriver
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

    init() async throws {
        let logger = Logger(label: "test")
        let eventLoops = MultiThreadedEventLoopGroup.singleton
        let databases = Databases(threadPool: .singleton, on: eventLoops)
        databases.use(.sqlite(.memory), as: .sqlite)
        let container = MicroContainer(name: "test")
        let menu = NavigationMenu()
        let factory = LandmarksAppFactory(
            dependencies: .init(
                database: { databases.database(logger: logger, on: eventLoops.any())! },
                layout: try PageLayout(menu: menu), logger: logger),
            parent: container)
        menu.add(factory.makeAppView())
        let migrations = Migrations()
        migrations.add(factory.makeMigrations())
        let migrator = Migrator(databases: databases, migrations: migrations, logger: logger, on: eventLoops.any())
        try await migrator.setupIfNeeded().get()
        try await migrator.prepareBatch().get()
        try container.validate()
        let router = Router(context: AppRequestContext.self)
        router.add(middleware: ProblemMiddleware())
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
