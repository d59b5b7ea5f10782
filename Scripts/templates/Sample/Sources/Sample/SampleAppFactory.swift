import API
import APIServer
import FluentKit
import Hummingbird
import Logging
import PageLayout
import Route
import SampleApi
import SampleData
import Utilities

/// The one public door of the Sample feature: what the host asks it for.
public final class SampleAppFactory: Sendable {
    /// Everything Sample needs from the host. A need left unmet does not compile.
    public struct Dependencies: Sendable {
        public var database: @Sendable () -> any Database
        public var layout: PageLayout
        public var logger: Logger

        public init(database: @escaping @Sendable () -> any Database, layout: PageLayout, logger: Logger) {
            self.database = database
            self.layout = layout
            self.logger = logger
        }
    }

    let environment: SampleEnvironment

    public init(dependencies: Dependencies, parent: MicroContainer) {
        environment = SampleEnvironment(dependencies: dependencies, parent: parent)
    }

    /// The feature's entry in the app's navigation, which is also its main page.
    public func makeAppView() -> NavigationEntry? {
        NavigationEntry(title: "Sample", location: SamplePage.list.location, order: 50)
    }

    /// What Sample's API offers, for the contract the host publishes at
    /// `/api/v1/openapi.json` (ADR 0042).
    public func makeAPIContract() -> EndpointGroup {
        EndpointGroup(name: "Sample", summary: "Sample's items.", endpoints: SampleEndpoints.all)
    }

    /// Everything Sample serves, for the host to mount.
    public func makeScene() throws -> RouteCollection<AppRequestContext> {
        let pages = try environment.container.resolve(SamplePages.self)
        let api = try environment.container.resolve(SampleAPIHandlers.self)
        let routes = RouteCollection(context: AppRequestContext.self)
        routes.get(RouterPath(SamplePaths.page.routerPath)) { request, context in try await pages.list(request, context) }
        routes.on(SampleEndpoints.items) { _, _, _ in try await api.items() }
        return routes
    }

    /// The migrations the host runs before serving.
    public func makeMigrations() -> [any Migration] {
        SampleMigrations.all
    }
}
