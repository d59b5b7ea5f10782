import Foundation

/// Replaces a password after checking the current one.
public struct ChangePassword: Sendable {
    let users: any UserRepository
    let hasher: any PasswordHasher
    let record: @Sendable (AuthEvent) -> Void

    public init(users: any UserRepository, hasher: any PasswordHasher, record: @escaping @Sendable (AuthEvent) -> Void) {
        self.users = users
        self.hasher = hasher
        self.record = record
    }

    public func callAsFunction(userID: UUID, current: String, new: String) async throws {
        guard let found = try await users.find(id: userID) else { throw AuthError.accountNotFound }
        try PasswordRules.check(new, field: "newPassword")
        guard try await hasher.verify(current, against: found.passwordHash) else {
            record(.passwordChangeRefused(userID: userID))
            throw AuthError.wrongPassword
        }
        try await users.updatePasswordHash(of: userID, to: try await hasher.hash(new))
        record(.passwordChanged(userID: userID))
    }
}
