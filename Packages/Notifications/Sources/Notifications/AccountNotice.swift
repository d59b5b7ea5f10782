import Foundation

/// What a mail about an account says of it: handed over by the host's edge
/// from the event of the feature that keeps accounts.
public struct AccountNotice: Sendable, Equatable {
    /// The event the mail answers: a second notice with the same cause and
    /// kind writes nothing, so an event handed over twice makes one mail.
    public var cause: UUID
    /// The account.
    public var accountID: UUID
    /// Its address and name, as they were when the event was published.
    public var mailbox: Mailbox

    /// A notice about this account, answering the event `cause`.
    public init(cause: UUID, accountID: UUID, mailbox: Mailbox) {
        self.cause = cause
        self.accountID = accountID
        self.mailbox = mailbox
    }
}
