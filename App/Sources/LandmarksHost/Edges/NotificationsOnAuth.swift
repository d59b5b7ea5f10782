import Auth
import EventOutbox
import Foundation
import Notifications

/// Notifications reacts to Auth, after each change commits (ADR 0129): a
/// new account gets a welcome, a changed password and a deleted account a
/// mail saying so, a forgotten password the link to set a new one; the mail
/// about a deleted account is forgotten inside the transaction that deletes
/// it (ADR 0113); and Notifications finds an account's address through
/// Auth. Removing either feature deletes this file.
struct NotificationsOnAuth: AccountMailboxes {
    let auth: AuthAppFactory

    /// Subscribes Notifications to Auth's account events, and adds Auth as
    /// where an account's address is found.
    static func connect(_ list: FeatureList) throws {
        let auth = try list[AuthAppFactory.self]
        let notifications = try list[NotificationsAppFactory.self]
        let events = auth.afterCommit
        let name = notifications.name
        events.accountCreated.subscribeInBatches(name) { try await notifications.welcome($0.map(notice)) }
        events.passwordChanged.subscribeInBatches(name) { try await notifications.passwordChanged($0.map(notice)) }
        events.accountDeleted.subscribeInBatches(name) { try await notifications.accountDeleted($0.map(notice)) }
        events.passwordResetRequested.subscribeInBatches(name) { try await notifications.passwordReset($0.map(notice)) }
        auth.accountDeleted.subscribe(name) { event, transaction in
            try await notifications.forgetMail(of: event.userID, on: transaction)
        }
        notifications.mailboxes.add(NotificationsOnAuth(auth: auth))
    }

    private static func notice(_ delivered: Delivered<AccountAddress>) -> AccountNotice {
        let account = delivered.event
        let mailbox = Mailbox(address: account.email, name: account.name)
        return AccountNotice(cause: delivered.id, accountID: account.userID, mailbox: mailbox)
    }

    private static func notice(_ delivered: Delivered<PasswordResetLink>) -> PasswordResetNotice {
        let link = delivered.event
        return PasswordResetNotice(
            cause: delivered.id, accountID: link.userID, mailbox: Mailbox(address: link.email, name: link.name),
            resetPath: link.path)
    }

    func mailboxes(of accountIDs: [UUID]) async throws -> [UUID: Mailbox] {
        let accounts = try await auth.addresses(of: accountIDs)
        return Dictionary(accounts.map { ($0.userID, Mailbox(address: $0.email, name: $0.name)) }) { first, _ in first }
    }
}
