import AuthDomain
import FluentKit
import FluentSQL
import Foundation

/// Reset links in the host's database. Using one is one conditional
/// `UPDATE`: of two requests with one link, exactly one sets the password.
package struct SQLPasswordResetRepository: PasswordResetRepository {
    /// Publishes a link asked for, inside the transaction that stores it
    /// (ADR 0129): the mail that carries it is written from that.
    package typealias Announce =
        @Sendable (_ user: User, _ secret: String, _ expiresAt: Date, _ transaction: any Database) async throws -> Void
    /// Work done with a password reset, inside its transaction: ending the
    /// account's sessions, publishing the change.
    package typealias AfterReset = @Sendable (_ user: User, _ transaction: any Database) async throws -> Void

    let database: @Sendable () -> any Database
    let announce: Announce
    let afterReset: [AfterReset]
    let now: @Sendable () -> Date

    package init(
        database: @escaping @Sendable () -> any Database, announce: @escaping Announce = { _, _, _, _ in },
        afterReset: [AfterReset] = [], now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.database = database
        self.announce = announce
        self.afterReset = afterReset
        self.now = now
    }

    enum Failure: Error { case notSQL }

    private static func sql(_ database: any Database) throws -> any SQLDatabase {
        guard let sql = database as? any SQLDatabase else { throw Failure.notSQL }
        return sql
    }

    package func issue(digest: String, secret: String, for user: User, expiresAt: Date) async throws {
        let createdAt = now().timeIntervalSince1970
        let announce = announce
        try await database().transaction { transaction in
            try await Self.sql(transaction).raw(
                """
                INSERT INTO password_resets (digest, user_id, created_at, expires_at, used_at)
                VALUES (\(bind: digest), \(bind: user.id), \(bind: createdAt), \(bind: expiresAt.timeIntervalSince1970),
                    NULL)
                """
            ).run()
            try await announce(user, secret, expiresAt, transaction)
        }
    }

    package func account(digest: String, now: Date) async throws -> UUID? {
        try await Self.sql(database()).raw(
            """
            SELECT user_id FROM password_resets
            WHERE digest = \(bind: digest) AND used_at IS NULL AND expires_at > \(bind: now.timeIntervalSince1970)
            """
        ).first()?.decode(column: "user_id", as: UUID.self)
    }

    package func redeem(digest: String, now: Date, passwordHash: String) async throws -> UUID? {
        let afterReset = afterReset
        return try await database().transaction { transaction in
            let sql = try Self.sql(transaction)
            let at = now.timeIntervalSince1970
            // Conditions checked again on the row as it is changed: a second
            // use, even at the same moment, changes nothing.
            guard
                let userID = try await sql.raw(
                    """
                    UPDATE password_resets SET used_at = \(bind: at)
                    WHERE digest = \(bind: digest) AND used_at IS NULL AND expires_at > \(bind: at)
                    RETURNING user_id
                    """
                ).first()?.decode(column: "user_id", as: UUID.self),
                let model = try await UserModel.find(userID, on: transaction)
            else { return nil }
            model.passwordHash = passwordHash
            try await model.update(on: transaction)
            try await sql.raw(
                "DELETE FROM password_resets WHERE user_id = \(bind: userID) AND digest <> \(bind: digest)"
            ).run()
            let user = try model.user()
            for work in afterReset { try await work(user, transaction) }
            return userID
        }
    }
}
