import FluentKit
import FluentSQL
import NIOCore

/// What features get from `AppDatabase.database()`: the pool's database
/// (on PostgreSQL, `OutageSafeDatabase`), with every statement, transaction
/// and `withConnection` counted in `ConnectionUse` for as long as it holds a
/// connection.
///
/// A statement asks the pool for a connection and runs on it, which is what
/// the pool's own `execute` does, so the count starts when a connection is
/// handed over, not while the request waits for one. Statements inside a
/// transaction run on the transaction's connection and count once, with it.
struct CountedDatabase: Database, SQLDatabase {
    let base: any Database
    let use: ConnectionUse

    var context: DatabaseContext { base.context }
    var inTransaction: Bool { base.inTransaction }

    func execute(query: DatabaseQuery, onOutput: @escaping @Sendable (any DatabaseOutput) -> Void) -> EventLoopFuture<Void> {
        base.withConnection { [use] connection in
            use.counting { connection.execute(query: query, onOutput: onOutput) }
        }
    }

    func execute(schema: DatabaseSchema) -> EventLoopFuture<Void> {
        base.withConnection { [use] connection in use.counting { connection.execute(schema: schema) } }
    }

    func execute(enum: DatabaseEnum) -> EventLoopFuture<Void> {
        base.execute(enum: `enum`)
    }

    func transaction<T: Sendable>(_ closure: @escaping @Sendable (any Database) -> EventLoopFuture<T>) -> EventLoopFuture<T> {
        base.transaction { [use] transaction in
            use.counting { closure(transaction) }
        }
    }

    func withConnection<T>(_ closure: @escaping @Sendable (any Database) -> EventLoopFuture<T>) -> EventLoopFuture<T> {
        base.withConnection { [use] connection in
            use.counting { closure(connection) }
        }
    }

    // SQLDatabase: what the features' SQL casts find. The force casts cannot
    // fail: both drivers' databases, and the connections they lend, speak SQL.
    private var sql: any SQLDatabase { base as! any SQLDatabase }
    var version: (any SQLDatabaseReportedVersion)? { sql.version }
    var dialect: any SQLDialect { sql.dialect }
    var queryLogLevel: Logger.Level? { sql.queryLogLevel }

    func execute(sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> Void) -> EventLoopFuture<Void> {
        base.withConnection { [use] connection in
            use.counting { (connection as! any SQLDatabase).execute(sql: query, onRow) }
        }
    }

    func execute(sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> Void) async throws {
        try await execute(sql: query, onRow).get()
    }
}
