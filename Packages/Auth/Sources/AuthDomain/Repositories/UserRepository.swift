import Foundation

/// Where accounts are kept. The Data layer implements it on the database.
package protocol UserRepository: Sendable {
    /// Stores a new account; throws `AuthError.emailTaken` when the email is in
    /// use, including when another request took it a moment earlier.
    func create(email: Email, name: DisplayName, passwordHash: String) async throws -> User
    func find(email: Email) async throws -> (user: User, passwordHash: String)?
    func find(id: UUID) async throws -> (user: User, passwordHash: String)?
    /// The accounts among `ids` that exist, in one read.
    func users(ids: [UUID]) async throws -> [User]
    func updatePasswordHash(of id: UUID, to hash: String) async throws
    /// Deletes the account and everything that belongs to it, in one transaction.
    func delete(id: UUID) async throws
}

/// Turns passwords into hashes and checks them. The real one is bcrypt; it is
/// slow on purpose, so implementations run it off the request's event loop.
package protocol PasswordHasher: Sendable {
    func hash(_ password: String) async throws -> String
    func verify(_ password: String, against hash: String) async throws -> Bool
    /// Checks in `lane`'s turn: checks waiting for the same lane (an account)
    /// go one at a time among the others, so one account cannot hold them.
    func verify(_ password: String, against hash: String, inTurnOf lane: String) async throws -> Bool
}

extension PasswordHasher {
    /// A hasher with no queue of its own has no turns to keep.
    package func verify(_ password: String, against hash: String, inTurnOf lane: String) async throws -> Bool {
        try await verify(password, against: hash)
    }
}
