import AuthDomain
import FluentKit
import Foundation

/// Accounts in the host's database.
package struct FluentUserRepository: UserRepository {
    /// Deletes what another part of the app keeps for a user, inside the
    /// transaction that deletes the account (its sessions, its favorites...).
    package typealias Cleanup = @Sendable (_ userID: UUID, _ transaction: any Database) async throws -> Void

    let database: @Sendable () -> any Database
    let cleanups: [Cleanup]
    let now: @Sendable () -> Date

    package init(
        database: @escaping @Sendable () -> any Database, cleanups: [Cleanup] = [],
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.database = database
        self.cleanups = cleanups
        self.now = now
    }

    package func create(email: Email, name: DisplayName, passwordHash: String) async throws -> User {
        // Whole seconds: every database stores them exactly, so the account read
        // back equals the one returned here.
        let createdAt = Date(timeIntervalSince1970: now().timeIntervalSince1970.rounded(.down))
        let model = UserModel(email: email, name: name, passwordHash: passwordHash, createdAt: createdAt)
        do {
            try await model.create(on: database())
        } catch let error as any DatabaseError where error.isConstraintFailure {
            throw AuthError.emailTaken
        }
        return try model.user()
    }

    package func find(email: Email) async throws -> (user: User, passwordHash: String)? {
        guard let model = try await UserModel.query(on: database()).filter(\.$email == email.value).first() else {
            return nil
        }
        return (try model.user(), model.passwordHash)
    }

    package func find(id: UUID) async throws -> (user: User, passwordHash: String)? {
        guard let model = try await UserModel.find(id, on: database()) else { return nil }
        return (try model.user(), model.passwordHash)
    }

    package func updatePasswordHash(of id: UUID, to hash: String) async throws {
        try await UserModel.query(on: database()).filter(\.$id == id).set(\.$passwordHash, to: hash).update()
    }

    package func delete(id: UUID) async throws {
        let cleanups = cleanups
        try await database().transaction { transaction in
            for cleanup in cleanups {
                try await cleanup(id, transaction)
            }
            try await UserModel.query(on: transaction).filter(\.$id == id).delete()
        }
    }
}
