import FluentKit
import Foundation
import NotificationsData

/// What other features' events ask Notifications for, each subscribed by a
/// host edge (ADR 0129).
extension NotificationsAppFactory {
    /// Writes the welcome to each new account. Each method here takes the
    /// notices of many events at once (the host's edges hand them over in
    /// batches) and writes their mails in one statement; a notice whose
    /// cause already has its mail writes nothing.
    public func welcome(_ accounts: [AccountNotice]) async throws {
        try await writer().write(.welcome, about: accounts)
    }

    /// Writes the mail saying an account's password was changed.
    public func passwordChanged(_ accounts: [AccountNotice]) async throws {
        try await writer().write(.passwordChanged, about: accounts)
    }

    /// Writes the last mail to each deleted account.
    public func accountDeleted(_ accounts: [AccountNotice]) async throws {
        try await writer().write(.accountDeleted, about: accounts)
    }

    /// Writes each link to set a new password to the account that asked.
    public func passwordReset(_ links: [PasswordResetNotice]) async throws {
        try await writer().write(resets: links)
    }

    /// Writes the confirmation of each booked stay to its owner.
    public func bookingConfirmed(_ stays: [StayNotice]) async throws {
        try await writer().write(.bookingConfirmed, about: stays)
    }

    /// Writes the mail saying a stay is cancelled to its owner.
    public func bookingCancelled(_ stays: [StayNotice]) async throws {
        try await writer().write(.bookingCancelled, about: stays)
    }

    /// Writes each availability alert to the person who watches those nights.
    public func stayAvailable(_ watches: [WatchNotice]) async throws {
        try await writer().write(alerts: watches)
    }

    /// Forgets the mail about the account `accountID` on `transaction`, the
    /// one that deletes the account (ADR 0113): what was sent goes, what
    /// waits still goes out, tied to nobody.
    public func forgetMail(of accountID: UUID, on transaction: any Database) async throws {
        try await SQLMailOutbox.forget(account: accountID, on: transaction)
    }
}
