import FluentKit
import FluentSQL
import NIOCore

/// What features get from `AppDatabase.database()`: the pool's database
/// (on PostgreSQL, `OutageSafeDatabase`), with every statement, transaction
/// and `withConnection` counted in `ConnectionUse` until it is done.
/// Statements inside a transaction run on the transaction's connection and
/// count once, with it.
struct CountedDatabase: Database, SQLDatabase {
    let base: any Database
    let use: ConnectionUse

    var context: DatabaseContext { base.context }
    var inTransaction: Bool { base.inTransaction }

    func execute(query: DatabaseQuery, onOutput: @escaping @Sendable (any DatabaseOutput) -> Void) -> EventLoopFuture<
        Void
    > {
        use.counting { base.execute(query: query, onOutput: onOutput) }
    }

    func execute(schema: DatabaseSchema) -> EventLoopFuture<Void> {
        use.counting { base.execute(schema: schema) }
    }

    func execute(enum: DatabaseEnum) -> EventLoopFuture<Void> {
        base.execute(enum: `enum`)
    }

    func transaction<T: Sendable>(_ closure: @escaping @Sendable (any Database) -> EventLoopFuture<T>)
        -> EventLoopFuture<T>
    {
        use.counting { base.transaction(closure) }
    }

    func withConnection<T>(_ closure: @escaping @Sendable (any Database) -> EventLoopFuture<T>) -> EventLoopFuture<T> {
        use.counting { base.withConnection(closure) }
    }

    // SQLDatabase: what the features' SQL casts find. The force cast cannot
    // fail: both drivers' databases speak SQL.
    private var sql: any SQLDatabase { base as! any SQLDatabase }
    var version: (any SQLDatabaseReportedVersion)? { sql.version }
    var dialect: any SQLDialect { sql.dialect }
    var queryLogLevel: Logger.Level? { sql.queryLogLevel }

    func execute(sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> Void) -> EventLoopFuture<
        Void
    > {
        use.counting { sql.execute(sql: query, onRow) }
    }

    func execute(sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> Void) async throws {
        try await execute(sql: query, onRow).get()
    }
}
