import AuthDomain
import Foundation

/// An account's address and name: what Auth publishes after an account is
/// made, has its password changed or is deleted (ADR 0129), and what it
/// answers when another feature asks where to write to an account.
public struct AccountAddress: Codable, Sendable, Equatable {
    /// The account.
    public var userID: UUID
    /// The address it logs in with.
    public var email: String
    /// The name it is shown by.
    public var name: String

    /// The address of the account `userID`.
    public init(userID: UUID, email: String, name: String) {
        self.userID = userID
        self.email = email
        self.name = name
    }

    init(_ user: User) {
        self.init(userID: user.id, email: user.email.value, name: user.name.value)
    }
}
