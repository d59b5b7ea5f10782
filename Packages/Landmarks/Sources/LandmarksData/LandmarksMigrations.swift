import FluentKit

/// The migrations of the Landmarks feature, in the order they must run.
package enum LandmarksMigrations {
    package static var all: [any Migration] {
        [
            CreateLandmarks(), SeedLandmarks(), CreateFavorites(), CatalogueRevision(), AddLandmarkTimeZones(),
            AddLandmarkNightlyFees(), AddLandmarkSites(), AddSiteFees(), AddBookingWindows(),
        ]
    }
}
