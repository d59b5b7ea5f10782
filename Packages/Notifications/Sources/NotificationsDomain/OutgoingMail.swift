import Foundation

/// One mail to one person, as the outbox keeps it: written once, in the
/// transaction that learnt of its cause, and then only its delivery changes.
public struct OutgoingMail: Sendable, Equatable, Identifiable {
    /// Its id; the `Message-ID` is made from it, so every delivery of the
    /// same mail carries the same one.
    public var id: UUID
    /// What caused it, unique per mail: the event's id, with the kind. A
    /// second delivery of the same event finds the mail already written.
    public var cause: String
    /// Why it is sent.
    public var kind: MailKind
    /// The account it is about, when there is one still (never shown to anyone else).
    public var accountID: UUID?
    /// Who gets it.
    public var to: Mailbox
    /// The subject line.
    public var subject: String
    /// The plain-text part.
    public var text: String
    /// The HTML part.
    public var html: String
    /// `<id@domain>`.
    public var messageID: String
    /// When it was written.
    public var createdAt: Date
    /// Where it is on its way out.
    public var status: MailStatus
    /// How many times a delivery was tried.
    public var attempts: Int
    /// When it was handed over, once it was.
    public var sentAt: Date?
    /// What the last failed try said, for the operator.
    public var lastError: String?
    /// The absolute one-click unsubscribe link of a mail a person can stop
    /// (an availability alert), sent as `List-Unsubscribe` (RFC 8058).
    public var unsubscribe: String?

    /// A new mail, waiting.
    public init(
        id: UUID = UUID(), cause: String, kind: MailKind, accountID: UUID?, to: Mailbox, content: MailContent,
        messageDomain: String, createdAt: Date, unsubscribe: String? = nil
    ) {
        self.id = id
        self.cause = cause
        self.kind = kind
        self.accountID = accountID
        self.to = to
        subject = Mailbox.oneLine(content.subject)
        text = content.text
        html = content.html
        messageID = "<\(id.uuidString.lowercased())@\(messageDomain)>"
        self.createdAt = createdAt
        status = .waiting
        attempts = 0
        self.unsubscribe = unsubscribe
    }
}

/// What a mail says, rendered by the feature's templates.
public struct MailContent: Sendable, Equatable {
    /// The subject line.
    public var subject: String
    /// The plain-text part.
    public var text: String
    /// The HTML part, the same words with links.
    public var html: String

    /// Content with these parts.
    public init(subject: String, text: String, html: String) {
        self.subject = subject
        self.text = text
        self.html = html
    }
}
