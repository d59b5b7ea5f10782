import Auth
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
        auth.afterCommit.accountCreated.subscribe(subscriber) { delivered in
            try await notifications.welcome(notice(delivered.event), cause: delivered.id)
        }
        auth.afterCommit.passwordChanged.subscribe(subscriber) { delivered in
            try await notifications.passwordChanged(notice(delivered.event), cause: delivered.id)
        }
        auth.afterCommit.accountDeleted.subscribe(subscriber) { delivered in
            try await notifications.accountDeleted(notice(delivered.event), cause: delivered.id)
        }
        auth.accountDeleted.subscribe(subscriber) { event, transaction in
            try await notifications.forgetMail(of: event.userID, on: transaction)
        }
        notifications.mailboxes.add(NotificationsOnAuth(auth: auth))
    }

    private static func notice(_ account: AccountAddress) -> AccountNotice {
        AccountNotice(accountID: account.userID, mailbox: Mailbox(address: account.email, name: account.name))
    }

    func mailbox(of accountID: UUID) async throws -> Mailbox? {
        try await auth.address(of: accountID).map { Mailbox(address: $0.email, name: $0.name) }
    }
}
