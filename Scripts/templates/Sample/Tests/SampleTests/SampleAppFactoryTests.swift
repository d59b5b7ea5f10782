import API
import APIServer
import FluentKit
import FluentSQLiteDriver
import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import NIOPosix
import PageLayout
import Sample
import SampleApi
import Testing
import Utilities

/// The feature mounted the way the host mounts it, on in-memory SQLite.
@Suite struct SampleAppFactoryTests {
    private func withApp(_ body: @Sendable (SampleAppFactory, any TestClientProtocol) async throws -> Void) async throws {
        let logger = Logger(label: "test")
        let eventLoops = MultiThreadedEventLoopGroup.singleton
        let databases = Databases(threadPool: .singleton, on: eventLoops)
        databases.use(.sqlite(.memory), as: .sqlite)
        let container = MicroContainer(name: "test")
        let menu = NavigationMenu()
        let factory = SampleAppFactory(
            dependencies: .init(
                database: { databases.database(logger: logger, on: eventLoops.any())! },
                layout: try PageLayout(menu: menu), logger: logger),
            parent: container)
        menu.add(factory.makeAppView())
        let migrations = Migrations()
        migrations.add(factory.makeMigrations())
        let migrator = Migrator(databases: databases, migrations: migrations, logger: logger, on: eventLoops.any())
        do {
            try await migrator.setupIfNeeded().get()
            try await migrator.prepareBatch().get()
            try container.validate()
            let router = Router(context: AppRequestContext.self)
            router.add(middleware: ProblemMiddleware())
            router.addRoutes(try factory.makeScene())
            try await Application(router: router).test(.router) { client in try await body(factory, client) }
        } catch {
            await databases.shutdownAsync()
            throw error
        }
        await databases.shutdownAsync()
    }

    @Test func servesItsPageInTheLayout() async throws {
        try await withApp { factory, client in
            try await client.execute(uri: try #require(factory.makeAppView()).location.href, method: .get) { response in
                #expect(response.status == .ok)
                let html = String(buffer: response.body)
                #expect(html.contains("<h2>Welcome to Sample</h2>"))
                #expect(html.contains(#"aria-current="page">Sample</a>"#))
            }
        }
    }

    @Test func servesItsEndpoint() async throws {
        try await withApp { _, client in
            try await client.execute(uri: SamplePaths.items.render(), method: .get) { response in
                #expect(response.status == .ok)
                let items = try APIJSON.decoder().decode([SampleItemDTO].self, from: Data(buffer: response.body))
                #expect(items.map(\.title) == ["Welcome to Sample"])
            }
        }
    }

    @Test func itsMigrationsAreNamedForTheFeature() async throws {
        try await withApp { factory, _ in
            #expect(factory.makeMigrations().allSatisfy { $0.name.hasPrefix("Sample.") })
        }
    }
}
