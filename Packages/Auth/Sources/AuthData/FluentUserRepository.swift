import AuthDomain
import FluentKit
import FluentSQL
import Foundation

/// Accounts in the host's database.
package struct FluentUserRepository: UserRepository {
    /// Deletes what another part of the app keeps for a user, inside the
    /// transaction that deletes the account (its sessions, its favorites...).
    package typealias Cleanup = @Sendable (_ userID: UUID, _ transaction: any Database) async throws -> Void

    /// Publishes what happened to an account, inside the transaction that
    /// changes it (ADR 0129): made, its password changed, deleted.
    package struct Announcements: Sendable {
        package typealias Announce = @Sendable (_ user: User, _ transaction: any Database) async throws -> Void
        package var created: Announce
        package var passwordChanged: Announce
        package var deleted: Announce

        package init(
            created: @escaping Announce = { _, _ in }, passwordChanged: @escaping Announce = { _, _ in },
            deleted: @escaping Announce = { _, _ in }
        ) {
            self.created = created
            self.passwordChanged = passwordChanged
            self.deleted = deleted
        }
    }

    let database: @Sendable () -> any Database
    let cleanups: [Cleanup]
    let announcements: Announcements
    let now: @Sendable () -> Date

    package init(
        database: @escaping @Sendable () -> any Database, cleanups: [Cleanup] = [],
        announcements: Announcements = Announcements(), now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.database = database
        self.cleanups = cleanups
        self.announcements = announcements
        self.now = now
    }

    package func create(email: Email, name: DisplayName, passwordHash: String) async throws -> User {
        // Whole seconds: every database stores them exactly, so the account read
        // back equals the one returned here.
        let createdAt = Date(timeIntervalSince1970: now().timeIntervalSince1970.rounded(.down))
        let model = UserModel(email: email, name: name, passwordHash: passwordHash, createdAt: createdAt)
        let announce = announcements.created
        do {
            return try await database().transaction { transaction in
                try await model.create(on: transaction)
                let user = try model.user()
                try await announce(user, transaction)
                return user
            }
        } catch let error as any DatabaseError where error.isConstraintFailure {
            throw AuthError.emailTaken
        }
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

    package func users(ids: [UUID]) async throws -> [User] {
        guard !ids.isEmpty else { return [] }
        return try await UserModel.query(on: database()).filter(\.$id ~~ ids).all().map { try $0.user() }
    }

    package func updatePasswordHash(of id: UUID, to hash: String) async throws {
        let announce = announcements.passwordChanged
        try await database().transaction { transaction in
            guard let model = try await UserModel.find(id, on: transaction) else { return }
            model.passwordHash = hash
            try await model.update(on: transaction)
            try await announce(try model.user(), transaction)
        }
    }

    package func delete(id: UUID) async throws {
        let cleanups = cleanups
        let announce = announcements.deleted
        try await database().transaction { transaction in
            guard let model = try await UserModel.find(id, on: transaction) else { return }
            for cleanup in cleanups {
                try await cleanup(id, transaction)
            }
            // Its reset links go too (the foreign key would cascade, where the database enforces it).
            if let sql = transaction as? any SQLDatabase {
                try await sql.raw("DELETE FROM password_resets WHERE user_id = \(bind: id)").run()
            }
            try await UserModel.query(on: transaction).filter(\.$id == id).delete()
            try await announce(try model.user(), transaction)
        }
    }
}
