import Foundation

/// Deletes an account once its password confirms the request. What else goes
/// with it (sessions, other features' data) is the repository's transaction.
public struct DeleteAccount: Sendable {
    let users: any UserRepository
    let hasher: any PasswordHasher
    let record: @Sendable (AuthEvent) -> Void

    public init(users: any UserRepository, hasher: any PasswordHasher, record: @escaping @Sendable (AuthEvent) -> Void) {
        self.users = users
        self.hasher = hasher
        self.record = record
    }

    public func callAsFunction(userID: UUID, password: String) async throws {
        guard let found = try await users.find(id: userID) else { throw AuthError.accountNotFound }
        guard try await hasher.verify(password, against: found.passwordHash) else {
            record(.accountDeletionRefused(userID: userID))
            throw AuthError.wrongPassword
        }
        try await users.delete(id: userID)
        record(.accountDeleted(userID: userID))
    }
}
