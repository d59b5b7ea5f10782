import Auth
import EventOutbox
import Foundation
import Notifications

/// Notifications reacts to Auth, after each change commits (ADR 0121): a
/// new account gets a welcome, a changed password and a deleted account a
/// mail saying so; the mail about a deleted account is forgotten inside the
/// transaction that deletes it (ADR 0113); and Notifications finds an
/// account's address through Auth. Removing either feature deletes this file.
struct NotificationsOnAuth: AccountMailboxes {
    let auth: AuthAppFactory

    /// Subscribes Notifications to Auth's account events, and adds Auth as
    /// where an account's address is found.
    static func connect(_ list: FeatureList) throws {
        let auth = try list[AuthAppFactory.self]
        let notifications = try list[NotificationsAppFactory.self]
        let subscriber = notifications.name
        auth.afterCommit.accountCreated.subscribeInBatches(subscriber) { batch in
            try await notifications.welcome(batch.map(notice))
        }
        auth.afterCommit.passwordChanged.subscribeInBatches(subscriber) { batch in
            try await notifications.passwordChanged(batch.map(notice))
        }
        auth.afterCommit.accountDeleted.subscribeInBatches(subscriber) { batch in
            try await notifications.accountDeleted(batch.map(notice))
        }
        auth.accountDeleted.subscribe(subscriber) { event, transaction in
            try await notifications.forgetMail(of: event.userID, on: transaction)
        }
        notifications.mailboxes.add(NotificationsOnAuth(auth: auth))
    }

    private static func notice(_ delivered: Delivered<AccountAddress>) -> AccountNotice {
        let account = delivered.event
        return AccountNotice(
            cause: delivered.id, accountID: account.userID,
            mailbox: Mailbox(address: account.email, name: account.name))
    }

    func mailboxes(of accountIDs: [UUID]) async throws -> [UUID: Mailbox] {
        var found: [UUID: Mailbox] = [:]
        for account in try await auth.addresses(of: accountIDs) {
            found[account.userID] = Mailbox(address: account.email, name: account.name)
        }
        return found
    }
}
