import FeatureContract
import Foundation
import NotificationsData
import NotificationsDomain
import Utilities

/// Writes the mail an event asks for into the outbox, once per event: the
/// outbox refuses a second mail with the same cause, so an event handed over
/// twice (after a crash, ADR 0129) still makes one mail.
struct MailWriter: Sendable {
    let outbox: any MailOutbox
    let templates: MailTemplates
    let mailboxes: Contributions<any AccountMailboxes>
    /// Where people reach the app: links in mails start with it.
    let origin: @Sendable () -> String
    /// The domain `Message-ID`s are made in: the sender's.
    let messageDomain: String
    let now: @Sendable () -> Date

    func write(_ kind: MailKind, about accounts: [AccountNotice]) async throws {
        let mails = accounts.map { notice in
            mail(
                kind, cause: notice.cause, accountID: kind == .accountDeleted ? nil : notice.accountID,
                to: notice.mailbox,
                values: ["name": notice.mailbox.name, "address": notice.mailbox.address, "origin": origin()])
        }
        try await outbox.add(mails)
    }

    func write(resets: [PasswordResetNotice]) async throws {
        let mails = resets.map { notice in
            mail(
                .passwordReset, cause: notice.cause, accountID: notice.accountID, to: notice.mailbox,
                values: [
                    "name": notice.mailbox.name, "address": notice.mailbox.address, "origin": origin(),
                    "resetPath": notice.resetPath,
                ])
        }
        try await outbox.add(mails)
    }

    /// Mail to each stay's owner; a stay whose owner has no address (the
    /// account is gone) gets none.
    func write(_ kind: MailKind, about stays: [StayNotice]) async throws {
        let found = try await mailboxes(of: Set(stays.map(\.accountID)))
        let mails = stays.compactMap { stay -> OutgoingMail? in
            guard let mailbox = found[stay.accountID] else { return nil }
            let values: [String: Any] = [
                "name": mailbox.name, "origin": origin(), "landmark": stay.landmarkName,
                "landmarkPath": stay.landmarkPath, "stay": stay.stayText, "guests": stay.guests,
                "nightlyFee": stay.nightlyFee, "nights": stay.nights,
                "nightsWord": stay.nights == 1 ? "night" : "nights",
                "total": stay.total, "code": stay.confirmationCode, "cancellation": stay.cancellationRule,
                "tripPath": stay.tripPath,
            ]
            return mail(kind, cause: stay.cause, accountID: stay.accountID, to: mailbox, values: values)
        }
        try await outbox.add(mails)
    }

    /// An alert to each watcher, with its one-click unsubscribe link; a
    /// watcher with no address (the account is gone) gets none.
    func write(alerts: [WatchNotice]) async throws {
        let found = try await mailboxes(of: Set(alerts.map(\.accountID)))
        let mails = alerts.compactMap { alert -> OutgoingMail? in
            guard let mailbox = found[alert.accountID] else { return nil }
            let values: [String: Any] = [
                "name": mailbox.name, "origin": origin(), "landmark": alert.landmarkName,
                "landmarkPath": alert.landmarkPath, "stay": alert.stayText, "guests": alert.guests,
                "guestsWord": alert.guests == 1 ? "person" : "people", "bookingPath": alert.bookingPath,
                "alertsPath": alert.alertsPath, "unsubscribePath": alert.unsubscribePath,
            ]
            return mail(
                .stayAvailable, cause: alert.cause, accountID: alert.accountID, to: mailbox, values: values,
                unsubscribe: origin() + alert.unsubscribePath)
        }
        try await outbox.add(mails)
    }

    /// The addresses the added `AccountMailboxes` know, the first to know one winning.
    private func mailboxes(of accountIDs: Set<UUID>) async throws -> [UUID: Mailbox] {
        var found: [UUID: Mailbox] = [:]
        for book in mailboxes.all where found.count < accountIDs.count {
            let missing = accountIDs.subtracting(found.keys)
            found.merge(try await book.mailboxes(of: Array(missing))) { first, _ in first }
        }
        return found
    }

    private func mail(
        _ kind: MailKind, cause: UUID, accountID: UUID?, to mailbox: Mailbox, values: [String: Any],
        unsubscribe: String? = nil
    ) -> OutgoingMail {
        let now = now()
        // Time-ordered, as the events' ids that make up the causes are (ADR
        // 0143): the outbox's indexes on both grow at their ends.
        return OutgoingMail(
            id: .timeOrdered(at: now), cause: "\(cause.uuidString.lowercased())/\(kind.rawValue)", kind: kind,
            accountID: accountID, to: mailbox, content: templates.content(kind, values), messageDomain: messageDomain,
            createdAt: now, unsubscribe: unsubscribe)
    }
}
