import Foundation

/// Replaces a password after checking the current one.
public struct ChangePassword: Sendable {
    let users: any UserRepository
    let hasher: any PasswordHasher

    public init(users: any UserRepository, hasher: any PasswordHasher) {
        self.users = users
        self.hasher = hasher
    }

    public func callAsFunction(userID: UUID, current: String, new: String) async throws {
        guard let found = try await users.find(id: userID) else { throw AuthError.accountNotFound }
        try PasswordRules.check(new, field: "newPassword")
        guard try await hasher.verify(current, against: found.passwordHash) else { throw AuthError.wrongPassword }
        try await users.updatePasswordHash(of: userID, to: try await hasher.hash(new))
    }
}
