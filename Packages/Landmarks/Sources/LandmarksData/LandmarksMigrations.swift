import FluentKit

/// The migrations of the Landmarks feature, in the order they must run.
public enum LandmarksMigrations {
    public static var all: [any Migration] {
        [CreateLandmarks(), SeedLandmarks(), CreateFavorites(), CatalogueRevision(), AddLandmarkTimeZones()]
    }
}
