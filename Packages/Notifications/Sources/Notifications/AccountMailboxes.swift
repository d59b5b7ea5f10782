import Foundation
import NotificationsDomain

/// Where Notifications finds the address of an account a mail is about (a
/// booking names its owner by id): added by the host's edge to the feature
/// that keeps accounts (ADR 0112). Nobody adding one is a real answer: such
/// mails are not written.
public protocol AccountMailboxes: Sendable {
    /// The address and name of each of `accountIDs` that is an account
    /// (asked for many at once: a busy host writes mail in batches).
    func mailboxes(of accountIDs: [UUID]) async throws -> [UUID: Mailbox]
}

/// An address and a name: the domain's own value, named here so that the
/// host's edges can make one without importing the domain.
public typealias Mailbox = NotificationsDomain.Mailbox
