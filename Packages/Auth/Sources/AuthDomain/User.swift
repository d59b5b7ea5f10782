import Foundation

/// A person with an account.
public struct User: Equatable, Sendable, Identifiable {
    public var id: UUID
    public var email: Email
    public var name: DisplayName
    public var createdAt: Date

    public init(id: UUID, email: Email, name: DisplayName, createdAt: Date) {
        self.id = id
        self.email = email
        self.name = name
        self.createdAt = createdAt
    }
}
