import Foundation

/// A person with an account.
public struct User: Equatable, Sendable, Identifiable {
    public var id: UUID
    /// The account's email, which it logs in with.
    public var email: Email
    /// The name the account is shown by.
    public var name: DisplayName
    /// When the account was made.
    public var createdAt: Date

    /// An account with these values.
    public init(id: UUID, email: Email, name: DisplayName, createdAt: Date) {
        self.id = id
        self.email = email
        self.name = name
        self.createdAt = createdAt
    }
}
