import AuthDomain
import FluentKit
import FluentSQL
import Foundation

/// The attempt counts in the `auth_attempts` table: one budget for every host
/// on the database, and one statement per attempt, so two attempts at once
/// are counted as two (ADR 0128).
package struct SQLAttemptCounter: AttemptCounter {
    let database: @Sendable () -> any Database

    package init(database: @escaping @Sendable () -> any Database) {
        self.database = database
    }

    enum Failure: Error { case notSQL, noRow }

    package func add(_ key: String, window: TimeInterval, now: Date) async throws -> (count: Int, since: Date) {
        let sql = try sqlDatabase()
        let now = now.timeIntervalSince1970
        let expired = now - window
        // A row outlives its window by a day: windows of a minute and of
        // months share the table, so each row says when it may go.
        let keepUntil = now + window + 86_400
        // One upsert: a new window when the last one is over, else one more
        // in the current one. SET reads the row as it was, in both databases.
        let rows = try await sql.raw(
            """
            INSERT INTO auth_attempts (key, since, count, keep_until)
            VALUES (\(bind: key), \(bind: now), 1, \(bind: keepUntil))
            ON CONFLICT (key) DO UPDATE SET
                count = CASE WHEN auth_attempts.since <= \(bind: expired) THEN 1 ELSE auth_attempts.count + 1 END,
                since = CASE WHEN auth_attempts.since <= \(bind: expired)
                    THEN \(bind: now) ELSE auth_attempts.since END,
                keep_until = \(bind: keepUntil)
            RETURNING count, since
            """
        ).all()
        guard let row = rows.first else { throw Failure.noRow }
        let count = try row.decode(column: "count", as: Int.self)
        let since = try row.decode(column: "since", as: Double.self)
        // Now and then, forget windows long over, so made-up keys do not pile up.
        if count == 1, Int.random(in: 0..<100) == 0 {
            try await sql.raw("DELETE FROM auth_attempts WHERE keep_until < \(bind: now)").run()
        }
        return (count, Date(timeIntervalSince1970: since))
    }

    package func count(_ key: String, window: TimeInterval, now: Date) async throws -> Int {
        let rows = try await sqlDatabase().raw(
            """
            SELECT count FROM auth_attempts
            WHERE key = \(bind: key) AND since > \(bind: now.timeIntervalSince1970 - window)
            """
        ).all()
        return try rows.first?.decode(column: "count", as: Int.self) ?? 0
    }

    package func giveBack(_ key: String) async throws {
        try await sqlDatabase().raw("UPDATE auth_attempts SET count = count - 1 WHERE key = \(bind: key) AND count > 0")
            .run()
    }

    package func reset(_ key: String) async throws {
        try await sqlDatabase().raw("DELETE FROM auth_attempts WHERE key = \(bind: key)").run()
    }

    private func sqlDatabase() throws -> any SQLDatabase {
        guard let sql = database() as? any SQLDatabase else { throw Failure.notSQL }
        return sql
    }
}

/// Creates `auth_attempts`: a key (`login:account:…`, `login:address:…`,
/// `signup:address:…`), when its window began (seconds since 1970) and how
/// many attempts it holds.
struct CreateAuthAttempts: AsyncMigration {
    var name: String { "Auth.CreateAuthAttempts" }

    func prepare(on database: any Database) async throws {
        guard let sql = database as? any SQLDatabase else { throw SQLAttemptCounter.Failure.notSQL }
        try await sql.raw(
            """
            CREATE TABLE auth_attempts (
                key TEXT PRIMARY KEY,
                since DOUBLE PRECISION NOT NULL,
                count INTEGER NOT NULL
            )
            """
        ).run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema("auth_attempts").delete()
    }
}

/// Gives each `auth_attempts` row the time it may be deleted, so a window of
/// months (an address an account logged in from) is not swept with the
/// 15-minute ones a day after it began. Rows there before keep the old
/// rule: a day past a 15-minute window.
struct AddAttemptLifetimes: AsyncMigration {
    var name: String { "Auth.AddAttemptLifetimes" }

    func prepare(on database: any Database) async throws {
        guard let sql = database as? any SQLDatabase else { throw SQLAttemptCounter.Failure.notSQL }
        try await sql.raw("ALTER TABLE auth_attempts ADD COLUMN keep_until DOUBLE PRECISION").run()
        // 87,300 s: 15 minutes and a day.
        try await sql.raw("UPDATE auth_attempts SET keep_until = since + 87300").run()
    }

    func revert(on database: any Database) async throws {
        guard let sql = database as? any SQLDatabase else { throw SQLAttemptCounter.Failure.notSQL }
        try await sql.raw("ALTER TABLE auth_attempts DROP COLUMN keep_until").run()
    }
}
