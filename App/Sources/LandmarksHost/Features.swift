import FluentKit
import Landmarks
import Logging
import PageLayout
import Utilities

/// The features this host serves. Adding a feature is a factory and a
/// `MountedFeature` here; removing one is deleting its lines.
struct Features {
    let landmarks: LandmarksAppFactory

    init(database: AppDatabase, layout: PageLayout, logger: Logger, container: MicroContainer) {
        landmarks = LandmarksAppFactory(
            dependencies: .init(database: { database.database() }, layout: layout, logger: logger),
            parent: container)
    }

    /// Every feature's navigation entry, scene and migrations, in menu order.
    func mount() throws -> [MountedFeature] {
        [
            MountedFeature(
                name: "Landmarks", entry: landmarks.makeAppView(), scene: try landmarks.makeScene(),
                migrations: landmarks.makeMigrations()),
        ]
    }

    /// The migrations alone, for `landmarks migrate`.
    var migrations: [any Migration] {
        landmarks.makeMigrations()
    }
}
