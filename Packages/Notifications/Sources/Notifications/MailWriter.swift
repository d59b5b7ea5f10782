import FeatureContract
import Foundation
import NotificationsData
import NotificationsDomain

/// Writes the mail an event asks for into the outbox, once per event: the
/// outbox refuses a second mail with the same cause, so an event handed over
/// twice (after a crash, ADR 0121) still makes one mail.
struct MailWriter: Sendable {
    let outbox: any MailOutbox
    let templates: MailTemplates
    let mailboxes: Contributions<any AccountMailboxes>
    /// Where people reach the app: links in mails start with it.
    let origin: @Sendable () -> String
    /// The domain `Message-ID`s are made in: the sender's.
    let messageDomain: String
    let now: @Sendable () -> Date

    func write(_ kind: MailKind, about notice: AccountNotice, cause: UUID) async throws {
        let values: [String: Any] = [
            "name": notice.mailbox.name, "address": notice.mailbox.address, "origin": origin(),
        ]
        try await add(
            kind, cause: cause, accountID: kind == .accountDeleted ? nil : notice.accountID,
            to: notice.mailbox, values: values)
    }

    func write(_ kind: MailKind, about stay: StayNotice, cause: UUID) async throws {
        guard let mailbox = try await mailbox(of: stay.accountID) else { return }
        let values: [String: Any] = [
            "name": mailbox.name, "origin": origin(), "landmark": stay.landmarkName, "landmarkPath": stay.landmarkPath,
            "stay": stay.stayText, "guests": stay.guests, "nightlyFee": stay.nightlyFee, "nights": stay.nights,
            "nightsWord": stay.nights == 1 ? "night" : "nights", "total": stay.total, "code": stay.confirmationCode,
            "cancellation": stay.cancellationRule, "tripPath": stay.tripPath,
        ]
        try await add(kind, cause: cause, accountID: stay.accountID, to: mailbox, values: values)
    }

    /// The first address an added `AccountMailboxes` knows; nil with none.
    private func mailbox(of accountID: UUID) async throws -> Mailbox? {
        for book in mailboxes.all {
            if let mailbox = try await book.mailbox(of: accountID) { return mailbox }
        }
        return nil
    }

    private func add(_ kind: MailKind, cause: UUID, accountID: UUID?, to mailbox: Mailbox, values: [String: Any])
        async throws
    {
        let mail = OutgoingMail(
            cause: "\(cause.uuidString.lowercased())/\(kind.rawValue)", kind: kind, accountID: accountID,
            to: mailbox, content: templates.content(kind, values), messageDomain: messageDomain,
            createdAt: now())
        try await outbox.add(mail)
    }
}
