import FluentKit

/// The migrations of this feature, in the order they must run.
package enum NotificationsMigrations {
    package static var all: [any Migration] {
        [CreateOutgoingMails(), AddMailUnsubscribeLinks()]
    }
}

/// `unsubscribe_url`: the one-click unsubscribe link of a mail a person can
/// stop (an availability alert), kept so every delivery sends the same
/// `List-Unsubscribe` header.
struct AddMailUnsubscribeLinks: AsyncMigration {
    var name: String { "Notifications.AddMailUnsubscribeLinks" }

    func prepare(on database: any Database) async throws {
        try await SQLMailOutbox.sql(database).raw("ALTER TABLE outgoing_mails ADD COLUMN unsubscribe_url TEXT").run()
    }

    func revert(on database: any Database) async throws {
        try await SQLMailOutbox.sql(database).raw("ALTER TABLE outgoing_mails DROP COLUMN unsubscribe_url").run()
    }
}
