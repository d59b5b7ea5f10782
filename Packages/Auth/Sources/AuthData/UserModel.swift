import AuthDomain
import FluentKit
import Foundation

/// A row of `users`.
final class UserModel: Model, @unchecked Sendable {
    // @unchecked: Fluent models are mutable classes by design. A UserModel is
    // made, read and saved inside one repository call and never shared between
    // tasks; what leaves the repository is the immutable `User`.
    static let schema = "users"

    @ID(key: .id) var id: UUID?
    /// Normalised (trimmed, lower-case) and unique: the database refuses a
    /// second account with the same email even when two sign-ups race.
    @Field(key: "email") var email: String
    @Field(key: "name") var name: String
    @Field(key: "password_hash") var passwordHash: String
    @Field(key: "created_at") var createdAt: Date

    init() {}

    init(email: Email, name: DisplayName, passwordHash: String, createdAt: Date) {
        self.email = email.value
        self.name = name.value
        self.passwordHash = passwordHash
        self.createdAt = createdAt
    }

    func user() throws -> User {
        guard let id else { throw AuthDataError.unsaved }
        return User(id: id, email: try Email(email), name: try DisplayName(name), createdAt: createdAt)
    }
}

enum AuthDataError: Error {
    case unsaved
}
