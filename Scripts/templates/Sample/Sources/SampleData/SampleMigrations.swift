import FluentKit

/// The migrations of this feature, in the order they must run.
public enum SampleMigrations {
    public static var all: [any Migration] {
        [CreateSampleItems()]
    }
}
