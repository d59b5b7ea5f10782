import FluentKit
import LandmarksData
import LandmarksDomain
import Utilities

/// The feature's container: a child of the host's, with one registration per
/// piece, each built from the pieces below it.
struct LandmarksEnvironment: Sendable {
    let container: MicroContainer

    init(dependencies: LandmarksAppFactory.Dependencies, parent: MicroContainer) {
        container = parent.child(named: "Landmarks")
        container.register((any LandmarkRepository).self) { _ in
            FluentLandmarkRepository(database: dependencies.database)
        }
        container.register((any FavoriteRepository).self) { _ in
            FluentFavoriteRepository(database: dependencies.database)
        }
        container.register(BrowseLandmarks.self) { r in
            BrowseLandmarks(repository: try r.resolve())
        }
        container.register(Favorites.self) { r in
            Favorites(favorites: try r.resolve(), landmarks: try r.resolve())
        }
        container.register(LandmarkTemplates.self) { _ in try LandmarkTemplates() }
        container.register(LandmarkPages.self) { r in
            LandmarkPages(
                browse: try r.resolve(), favorites: try r.resolve(), templates: try r.resolve(),
                layout: dependencies.layout, actions: dependencies.landmarkActions)
        }
        container.register(LandmarksAPIHandlers.self) { r in
            LandmarksAPIHandlers(browse: try r.resolve(), favorites: try r.resolve())
        }
    }
}
