import NotificationsApi
import NotificationsDomain

// The server's side of the wire: domain values become wire models here, so no
// domain type is part of `NotificationsApi`'s wire types (ADR 0104).

extension SentMailDTO {
    init(_ mail: OutgoingMail) {
        self.init(
            id: mail.id, kind: mail.kind.rawValue, subject: mail.subject, to: mail.to.address,
            status: mail.status.rawValue, createdAt: mail.createdAt, sentAt: mail.sentAt)
    }
}
