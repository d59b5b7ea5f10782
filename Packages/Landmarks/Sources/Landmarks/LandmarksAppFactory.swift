import APIServer
import FluentKit
import Foundation
import Hummingbird
import LandmarksApi
import LandmarksData
import LandmarksDomain
import Logging
import PageLayout
import Route
import Utilities

/// The one public door of the Landmarks feature: what the host asks it for.
public final class LandmarksAppFactory: Sendable {
    /// Everything Landmarks needs from the host. A need left unmet does not compile.
    public struct Dependencies: Sendable {
        /// A database handle for one unit of work; the host decides SQLite or PostgreSQL.
        public var database: @Sendable () -> any Database
        /// The page frame, with the app's navigation.
        public var layout: PageLayout
        public var logger: Logger
        /// Links shown on a landmark's page, such as another feature's "Book a
        /// campsite". Landmarks knows only the title and where it goes (ADR 0026).
        public var landmarkActions: [LandmarkAction]

        /// A titled link for a landmark's page, made from the landmark's id.
        public typealias LandmarkAction = (title: String, location: @Sendable (Int) -> Location)

        public init(
            database: @escaping @Sendable () -> any Database, layout: PageLayout, logger: Logger,
            landmarkActions: [LandmarkAction] = []
        ) {
            self.database = database
            self.layout = layout
            self.logger = logger
            self.landmarkActions = landmarkActions
        }
    }

    let environment: LandmarksEnvironment

    /// Builds the feature's container as a child of `parent`, so the host's
    /// `validate()` checks this feature's wiring too.
    public init(dependencies: Dependencies, parent: MicroContainer) {
        environment = LandmarksEnvironment(dependencies: dependencies, parent: parent)
    }

    /// The feature's entry in the app's navigation, which is also its main page.
    public func makeAppView() -> NavigationEntry {
        NavigationEntry(title: "Landmarks", location: LandmarksPage.list().location, order: 10)
    }

    /// Everything Landmarks serves: its pages and its API, for the host to mount.
    public func makeScene() throws -> RouteCollection<AppRequestContext> {
        let pages = try environment.container.resolve(LandmarkPages.self)
        let api = try environment.container.resolve(LandmarksAPIHandlers.self)
        let routes = RouteCollection(context: AppRequestContext.self)
        routes.get(RouterPath(LandmarkPaths.list.routerPath)) { request, context in try await pages.list(request, context) }
        routes.get(RouterPath(LandmarkPaths.categories.routerPath)) { request, context in try await pages.categories(request, context) }
        routes.get(RouterPath(LandmarkPaths.detail.routerPath)) { request, context in try await pages.detail(request, context) }
        routes.get(RouterPath(LandmarkPaths.favorites.routerPath)) { request, context in
            try await pages.favoritesPage(request, context)
        }
        routes.post(RouterPath(LandmarkPaths.favorite.routerPath)) { request, context in
            try await pages.toggleFavorite(request, context, keep: true)
        }
        routes.post(RouterPath(LandmarkPaths.unfavorite.routerPath)) { request, context in
            try await pages.toggleFavorite(request, context, keep: false)
        }
        routes.on(LandmarksEndpoints.list) { input, _, context in try await api.list(input, context: context) }
        routes.on(LandmarksEndpoints.landmark) { input, _, context in try await api.landmark(input, context: context) }
        routes.on(LandmarksEndpoints.favorite) { input, _, context in
            try await api.favorite(input, context: context, keep: true)
        }
        routes.on(LandmarksEndpoints.unfavorite) { input, _, context in
            try await api.favorite(input, context: context, keep: false)
        }
        routes.on(LandmarksEndpoints.favorites) { _, _, context in try await api.favoriteList(context: context) }
        routes.on(LandmarksEndpoints.categories) { _, _, _ in try await api.categories() }
        return routes
    }

    /// What to delete when an account goes: the person's favorites. The host
    /// hands it to the feature that deletes accounts, which runs it inside the
    /// same transaction; Landmarks never learns who deletes accounts.
    public func makeAccountCleanup() -> @Sendable (UUID, any Database) async throws -> Void {
        { userID, transaction in try await FluentFavoriteRepository.deleteAll(of: userID, on: transaction) }
    }

    /// What another feature may know about one landmark: its name, how many
    /// campsites it has and its page, or nil when there is no such landmark.
    /// Plain values, so nothing of Landmarks' domain leaks out (ADR 0026).
    public func makeLandmarkLookup() throws -> @Sendable (Int) async throws -> (name: String, campsites: Int, location: Location)? {
        let repository = try environment.container.resolve((any LandmarkRepository).self)
        return { id in
            guard id > 0, let landmark = try await repository.find(id: id) else { return nil }
            return (landmark.name, landmark.campsiteCount, LandmarksPage.detail(id: id).location)
        }
    }

    /// The migrations the host runs before serving, the seed included.
    public func makeMigrations() -> [any Migration] {
        LandmarksMigrations.all
    }
}
