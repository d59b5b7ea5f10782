import FluentKit

/// The migrations of this feature, in the order they must run.
package enum SampleMigrations {
    package static var all: [any Migration] {
        [CreateSampleItems()]
    }
}
