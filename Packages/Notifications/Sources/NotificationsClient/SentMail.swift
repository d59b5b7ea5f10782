import APIClient
import Foundation
import NotificationsApi
import NotificationsDomain

/// A mail the server sent the signed-in person, as an app shows it.
public struct SentMail: Sendable, Equatable, Identifiable {
    /// The mail's id.
    public var id: UUID
    /// Why it was sent.
    public var kind: MailKind
    /// Its subject line.
    public var subject: String
    /// The address it went to.
    public var to: String
    /// Whether it went out.
    public var status: MailStatus
    /// When it was written.
    public var createdAt: Date
    /// When the mail server took it; nil until then.
    public var sentAt: Date?

    /// A mail with these values.
    public init(
        id: UUID, kind: MailKind, subject: String, to: String, status: MailStatus, createdAt: Date, sentAt: Date?
    ) {
        self.id = id
        self.kind = kind
        self.subject = subject
        self.to = to
        self.status = status
        self.createdAt = createdAt
        self.sentAt = sentAt
    }
}

/// The mails that could be read, and the records that could not (a kind or
/// status this client does not know: left out, and said so).
public struct SentMailList: Sendable, Equatable {
    /// The mails that could be read, newest first.
    public var mails: [SentMail]
    /// The records left out, and why.
    public var dropped: [DroppedRecord]

    /// A list of `mails`, and what was dropped.
    public init(mails: [SentMail], dropped: [DroppedRecord] = []) {
        self.mails = mails
        self.dropped = dropped
    }

    init(records: [SentMailDTO]) {
        var mails: [SentMail] = []
        var dropped: [DroppedRecord] = []
        for record in records {
            guard let kind = MailKind(rawValue: record.kind), let status = MailStatus(rawValue: record.status) else {
                dropped.append(
                    DroppedRecord(
                        id: "mail \(record.id)", reason: "unknown kind \(record.kind) or status \(record.status)"))
                continue
            }
            mails.append(
                SentMail(
                    id: record.id, kind: kind, subject: record.subject, to: record.to, status: status,
                    createdAt: record.createdAt, sentAt: record.sentAt))
        }
        self.init(mails: mails, dropped: dropped)
    }
}
