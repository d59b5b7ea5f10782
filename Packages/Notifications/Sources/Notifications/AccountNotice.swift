import Foundation

/// What a mail about an account says of it: handed over by the host's edge
/// from the event of the feature that keeps accounts.
public struct AccountNotice: Sendable, Equatable {
    /// The account.
    public var accountID: UUID
    /// Its address and name, as they were when the event was published.
    public var mailbox: Mailbox

    /// A notice about this account.
    public init(accountID: UUID, mailbox: Mailbox) {
        self.accountID = accountID
        self.mailbox = mailbox
    }
}
