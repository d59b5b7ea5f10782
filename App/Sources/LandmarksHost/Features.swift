import FluentKit
import Landmarks
// new-feature: imports
import Logging
import PageLayout
import Utilities

/// The features this host serves. Adding a feature is a factory, its
/// construction and its `MountedFeature` here (Scripts/new-feature --wire writes
/// them at the markers); removing one is deleting those lines.
struct Features {
    let landmarks: LandmarksAppFactory
    // new-feature: factories

    init(database: AppDatabase, layout: PageLayout, logger: Logger, container: MicroContainer) {
        landmarks = LandmarksAppFactory(
            dependencies: .init(database: { database.database() }, layout: layout, logger: logger),
            parent: container)
        // new-feature: init
    }

    /// Every feature's navigation entry, scene and migrations, in menu order.
    func mount() throws -> [MountedFeature] {
        [
            MountedFeature(
                name: "Landmarks", entry: landmarks.makeAppView(), scene: try landmarks.makeScene(),
                migrations: landmarks.makeMigrations()),
            // new-feature: mount
        ]
    }
}
