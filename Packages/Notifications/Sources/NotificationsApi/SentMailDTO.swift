import Foundation

/// A mail sent (or about to be) to the caller, as the API shows it: what it
/// was about and whether it went out, never its body (which can carry a link
/// meant for the mailbox alone).
public struct SentMailDTO: Codable, Sendable, Equatable {
    /// The mail's id.
    public var id: UUID
    /// Why it was sent: `welcome`, `booking-confirmed`, `booking-cancelled`, `password-changed`.
    public var kind: String
    /// Its subject line.
    public var subject: String
    /// The address it went to.
    public var to: String
    /// `waiting`, `sent` or `failed`.
    public var status: String
    /// When it was written.
    public var createdAt: Date
    /// When the mail server took it; absent until then.
    public var sentAt: Date?

    /// A record with these values.
    public init(id: UUID, kind: String, subject: String, to: String, status: String, createdAt: Date, sentAt: Date?) {
        self.id = id
        self.kind = kind
        self.subject = subject
        self.to = to
        self.status = status
        self.createdAt = createdAt
        self.sentAt = sentAt
    }
}
