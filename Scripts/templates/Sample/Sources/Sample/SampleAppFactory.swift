import API
import APIServer
import FeatureContract
import FluentKit
import Hummingbird
import Logging
import PageLayout
import Route
import SampleApi
import SampleData
import Utilities

/// The one public door of the Sample feature: what the host asks it for (the
/// `Feature` contract, ADR 0113).
public final class SampleAppFactory: Feature {
    /// Everything Sample needs from the host. A need left unmet does not
    /// compile: a need of another feature is a parameter here too.
    public struct Dependencies: Sendable {
        /// The database, the page frame, the logger, the clock, the container
        /// and the settings (read from `settings.scoped(to: "sample")`).
        public var host: FeatureHost

        /// Sample's needs: what every feature gets from the host.
        public init(host: FeatureHost) {
            self.host = host
        }

        var database: @Sendable () -> any Database { host.database }
        var layout: PageLayout { host.layout }
        var logger: Logger { host.logger }
    }

    /// The feature's name, as logs and errors print it.
    public let name = "Sample"
    let environment: SampleEnvironment

    /// Builds the feature's container as a child of the host's. Resolves nothing.
    public init(dependencies: Dependencies) {
        environment = SampleEnvironment(dependencies: dependencies)
    }

    /// The feature's entry in the app's navigation, which is also its main page.
    public func makeAppView() -> NavigationEntry? {
        NavigationEntry(title: "Sample", location: SamplePage.list.location, order: 50)
    }

    /// What Sample's API offers, for the contract the host publishes at
    /// `/api/v1/openapi.json` (ADR 0104).
    public func makeAPIContract() -> EndpointGroup? {
        EndpointGroup(name: "Sample", summary: "Sample's items.", endpoints: SampleEndpoints.all)
    }

    /// Everything Sample serves, for the host to mount.
    public func makeScene() throws -> RouteCollection<AppRequestContext> {
        let pages = try environment.container.resolve(SamplePages.self)
        let api = try environment.container.resolve(SampleAPIHandlers.self)
        let routes = RouteCollection(context: AppRequestContext.self)
        routes.get(RouterPath(SamplePaths.page.routerPath)) { request, context in
            try await pages.list(request, context)
        }
        routes.on(SampleEndpoints.items) { _, _, _ in try await api.items() }
        return routes
    }

    /// The migrations the host runs before serving.
    public func makeMigrations() -> [any Migration] {
        SampleMigrations.all
    }
}
