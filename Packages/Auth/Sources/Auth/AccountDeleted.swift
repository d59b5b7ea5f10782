import Foundation

/// An account is being deleted: published inside the transaction that
/// deletes it, so what other features keep for it goes too, or nothing goes
/// (ADR 0113).
public struct AccountDeleted: Sendable, Equatable {
    /// The account's id, as every feature keys what it keeps per person.
    public var userID: UUID

    /// The event for the account `userID`.
    public init(userID: UUID) {
        self.userID = userID
    }
}
