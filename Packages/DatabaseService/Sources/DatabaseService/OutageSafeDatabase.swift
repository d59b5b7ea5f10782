import FluentKit
import FluentPostgresDriver
import NIOCore

/// What features get from `AppDatabase.database()` on PostgreSQL: the pool's
/// database, except that a transaction runs as `OutageSafeTransaction`.
///
/// Why: PostgresNIO 1.33 never completes a query written to a connection
/// whose channel has already closed. Fluent's own transaction sends ROLLBACK
/// after a statement failed because the server went away, by then the
/// channel is closed, and the request waits forever holding the pool's only
/// connection on that event loop. After one outage under booking load every
/// pool was wedged that way and the host answered nothing but pool timeouts
/// until restarted (ADR 0047).
struct OutageSafeDatabase: Database, SQLDatabase {
    let base: any Database

    var context: DatabaseContext { base.context }
    var inTransaction: Bool { base.inTransaction }

    func execute(query: DatabaseQuery, onOutput: @escaping @Sendable (any DatabaseOutput) -> Void) -> EventLoopFuture<Void> {
        base.execute(query: query, onOutput: onOutput)
    }

    func execute(schema: DatabaseSchema) -> EventLoopFuture<Void> {
        base.execute(schema: schema)
    }

    func execute(enum: DatabaseEnum) -> EventLoopFuture<Void> {
        base.execute(enum: `enum`)
    }

    func transaction<T: Sendable>(_ closure: @escaping @Sendable (any Database) -> EventLoopFuture<T>) -> EventLoopFuture<T> {
        guard !base.inTransaction else { return closure(self) }
        return base.withConnection { bound in
            // The force cast cannot fail: the PostgreSQL driver's databases are
            // all PostgresDatabase, and the connection it yields is the one
            // `bound` runs every statement on.
            (bound as! any PostgresDatabase).withConnection { connection in
                OutageSafeTransaction(base: bound, connection: connection).run(closure)
            }
        }
    }

    func withConnection<T>(_ closure: @escaping @Sendable (any Database) -> EventLoopFuture<T>) -> EventLoopFuture<T> {
        base.withConnection(closure)
    }

    // SQLDatabase: what the features' SQL casts find. The force cast cannot
    // fail: every database the PostgreSQL driver makes speaks SQL.
    private var sql: any SQLDatabase { base as! any SQLDatabase }
    var version: (any SQLDatabaseReportedVersion)? { sql.version }
    var dialect: any SQLDialect { sql.dialect }
    var queryLogLevel: Logger.Level? { sql.queryLogLevel }

    func execute(sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> Void) -> EventLoopFuture<Void> {
        sql.execute(sql: query, onRow)
    }

    func execute(sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> Void) async throws {
        try await sql.execute(sql: query, onRow)
    }
}
