import FluentKit
import FluentPostgresDriver
import NIOCore

/// One PostgreSQL connection, every statement of which (and BEGIN, COMMIT or
/// ROLLBACK of a transaction on it) is sent from the connection's event loop
/// in the same turn that found the connection still open. A channel closes
/// on its event loop, so a statement sent that way reaches a live
/// connection, which answers or fails it; one that finds the connection
/// closed fails at once with `ConnectionLost` instead of waiting forever
/// (see `OutageSafeDatabase` for why that wait happens otherwise).
struct OutageSafeConnection: Database, SQLDatabase {
    /// The driver's database bound to `connection`.
    let base: any Database
    let connection: PostgresConnection
    /// Whether this is the inside of a transaction (`run`), where a nested
    /// transaction is part of this one.
    let inTransaction: Bool

    /// A statement was not sent: the connection had closed (the server went
    /// away or dropped it).
    struct ConnectionLost: Error, CustomStringConvertible {
        var description: String { "the database connection closed before the statement was sent" }
    }

    /// BEGIN, the work, COMMIT; ROLLBACK when the work fails. On a connection
    /// made with `inTransaction: true`.
    func run<T: Sendable>(_ closure: @escaping @Sendable (any Database) -> EventLoopFuture<T>) -> EventLoopFuture<T> {
        whileOpen { sql.raw("BEGIN").run() }.flatMap {
            closure(self).flatMap { result in
                whileOpen { sql.raw("COMMIT").run() }.map { result }
            }.flatMapError { error in
                // A closed connection's transaction is already rolled back by
                // the server; either way the caller learns the first error.
                whileOpen { sql.raw("ROLLBACK").run() }.flatMapErrorThrowing { _ in throw error }
                    .flatMapThrowing { throw error }
            }
        }
    }

    private func whileOpen<T: Sendable>(_ send: @escaping @Sendable () -> EventLoopFuture<T>) -> EventLoopFuture<T> {
        let connection = connection
        return connection.eventLoop.flatSubmit {
            guard !connection.isClosed else { return connection.eventLoop.makeFailedFuture(ConnectionLost()) }
            return send()
        }
    }

    var context: DatabaseContext { base.context }

    func execute(query: DatabaseQuery, onOutput: @escaping @Sendable (any DatabaseOutput) -> Void) -> EventLoopFuture<
        Void
    > {
        whileOpen { base.execute(query: query, onOutput: onOutput) }
    }

    func execute(schema: DatabaseSchema) -> EventLoopFuture<Void> {
        whileOpen { base.execute(schema: schema) }
    }

    func execute(enum: DatabaseEnum) -> EventLoopFuture<Void> {
        whileOpen { base.execute(enum: `enum`) }
    }

    /// Inside one, a nested transaction runs inside it; outside, one begins.
    func transaction<T: Sendable>(_ closure: @escaping @Sendable (any Database) -> EventLoopFuture<T>)
        -> EventLoopFuture<T>
    {
        guard !inTransaction else { return closure(self) }
        return OutageSafeConnection(base: base, connection: connection, inTransaction: true).run(closure)
    }

    func withConnection<T>(_ closure: @escaping @Sendable (any Database) -> EventLoopFuture<T>) -> EventLoopFuture<T> {
        closure(self)
    }

    // SQLDatabase. The force cast cannot fail: the driver's databases speak SQL.
    private var sql: any SQLDatabase { base as! any SQLDatabase }
    var version: (any SQLDatabaseReportedVersion)? { sql.version }
    var dialect: any SQLDialect { sql.dialect }
    var queryLogLevel: Logger.Level? { sql.queryLogLevel }

    func execute(sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> Void) -> EventLoopFuture<
        Void
    > {
        whileOpen { sql.execute(sql: query, onRow) }
    }

    func execute(sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> Void) async throws {
        try await whileOpen { sql.execute(sql: query, onRow) }.get()
    }
}
