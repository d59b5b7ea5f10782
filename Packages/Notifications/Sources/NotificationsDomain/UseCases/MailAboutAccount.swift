import Foundation

/// The mails sent to a person about their account, newest first: what they
/// can look up when a mail did not arrive.
package struct MailAboutAccount: Sendable {
    /// The most one page or answer lists.
    package static let limit = 50

    let outbox: any MailOutbox

    package init(outbox: any MailOutbox) {
        self.outbox = outbox
    }

    package func callAsFunction(_ accountID: UUID) async throws -> [OutgoingMail] {
        try await outbox.mails(about: accountID, limit: Self.limit)
    }
}
