import API
import APIServer
import DatabaseTesting
import FeatureContract
import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import PageLayout
import Sample
import SampleApi
import Testing
import Utilities

/// The feature mounted the way the host mounts it, on in-memory SQLite.
@Suite struct SampleAppFactoryTests {
    private func withApp(_ body: @Sendable (SampleAppFactory, any TestClientProtocol) async throws -> Void) async throws
    {
        let logger = Logger(label: "test")
        let store = try await MigratedDatabase([], logger: logger)
        let container = MicroContainer(name: "test")
        let menu = NavigationMenu()
        let factory = SampleAppFactory(
            dependencies: .init(
                host: FeatureHost(
                    database: store.database, layout: try PageLayout(menu: menu), logger: logger, container: container,
                    settings: Settings.defaults())))
        menu.add(factory.makeAppView())
        do {
            try await store.migrate(factory.makeMigrations())
            try container.validate()
            let router = Router(context: AppRequestContext.self)
            router.add(middleware: ProblemMiddleware())
            router.addRoutes(try factory.makeScene())
            try await Application(router: router).test(.router) { client in try await body(factory, client) }
        } catch {
            await store.close()
            throw error
        }
        await store.close()
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
