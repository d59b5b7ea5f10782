import APIServer
import FeatureContract
import FluentKit
import LandmarksData
import LandmarksDomain
import Logging
import Utilities

/// The feature's container: a child of the host's, with one registration per
/// piece, each built from the pieces below it.
struct LandmarksEnvironment: Sendable {
    let container: MicroContainer
    let logger: Logger

    init(dependencies: LandmarksAppFactory.Dependencies, extensions: Contributions<any LandmarkExtension>) {
        container = dependencies.host.container.child(named: "Landmarks")
        logger = dependencies.logger
        container.register(FluentLandmarkRepository.self) { _ in
            FluentLandmarkRepository(database: dependencies.database)
        }
        container.register(CachedLandmarkRepository.self) { r in
            CachedLandmarkRepository(source: try r.resolve())
        }
        container.register(ImportCatalogue.self) { _ in
            ImportCatalogue(
                store: FluentCatalogueImportStore(
                    database: dependencies.database,
                    campsitesChanged: { landmarkID, campsites, transaction in
                        var nights: [String] = []
                        for feature in extensions.all {
                            nights += try await feature.campsitesChanged(
                                landmarkID: landmarkID, to: campsites, on: transaction)
                        }
                        return nights
                    },
                    sitesRetired: { landmarkID, numbers, transaction in
                        var stays: [String] = []
                        for feature in extensions.all {
                            stays += try await feature.sitesRetired(
                                landmarkID: landmarkID, numbers: numbers, on: transaction)
                        }
                        return stays
                    }))
        }
        container.register((any LandmarkRepository).self) { r in
            try r.resolve(CachedLandmarkRepository.self)
        }
        container.register(CachedFavoriteRepository.self) { _ in
            CachedFavoriteRepository(source: FluentFavoriteRepository(database: dependencies.database))
        }
        container.register((any FavoriteRepository).self) { r in
            try r.resolve(CachedFavoriteRepository.self)
        }
        container.register(BrowseLandmarks.self) { r in
            BrowseLandmarks(repository: try r.resolve(), gazetteer: { .unitedStates })
        }
        container.register(Favorites.self) { r in
            Favorites(favorites: try r.resolve(), landmarks: try r.resolve()) { event in
                LandmarksEvents.record(event, to: dependencies.logger)
            }
        }
        container.register(LandmarkTemplates.self) { _ in try LandmarkTemplates() }
        container.register(LandmarkPages.self) { r in
            LandmarkPages(
                browse: try r.resolve(), favorites: try r.resolve(), listCampsites: try r.resolve(),
                templates: try r.resolve(),
                responses: PageResponses(layout: dependencies.layout), actions: extensions.all.flatMap(\.actions),
                stays: extensions.all.lazy.compactMap(\.staySearch).first, sharedPages: SharedPages())
        }
        container.register(FluentCampsiteRepository.self) { _ in
            FluentCampsiteRepository(database: dependencies.database)
        }
        container.register(ListCampsites.self) { r in
            ListCampsites(landmarks: try r.resolve(), sites: try r.resolve(FluentCampsiteRepository.self))
        }
        container.register(LandmarksAPIHandlers.self) { r in
            LandmarksAPIHandlers(
                browse: try r.resolve(), favorites: try r.resolve(), listCampsites: try r.resolve(),
                stays: extensions.all.lazy.compactMap(\.staySearch).first)
        }
    }
}
