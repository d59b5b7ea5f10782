import FluentKit

/// The migrations of this feature, in the order they must run.
package enum NotificationsMigrations {
    package static var all: [any Migration] {
        [CreateOutgoingMails()]
    }
}
