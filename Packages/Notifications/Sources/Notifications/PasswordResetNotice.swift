import Foundation

/// A link to set a new password, to be mailed to the account that asked:
/// handed over by the host's edge from the event of the feature that keeps
/// accounts. The link is the app's own path with its secret; the mail makes
/// it absolute. Once sent, the mail's words are not kept.
public struct PasswordResetNotice: Sendable, Equatable {
    /// The event the mail answers: a second notice with the same cause writes nothing.
    public var cause: UUID
    /// The account.
    public var accountID: UUID
    /// Its address and name.
    public var mailbox: Mailbox
    /// The link, as a path of the app (`/password-reset/new?token=…`).
    public var resetPath: String

    /// A notice of this link.
    public init(cause: UUID, accountID: UUID, mailbox: Mailbox, resetPath: String) {
        self.cause = cause
        self.accountID = accountID
        self.mailbox = mailbox
        self.resetPath = resetPath
    }
}
