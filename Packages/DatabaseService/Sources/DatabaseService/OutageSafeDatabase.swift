import FluentKit
import FluentPostgresDriver
import NIOCore

/// What features get from `AppDatabase.database()` on PostgreSQL: the pool's
/// database, except that every statement and transaction runs on an
/// `OutageSafeConnection`, and waiting for a connection is cut short when the
/// database is found gone (`ConnectionWaits`).
///
/// Why: PostgresNIO 1.33 never completes a query written to a connection
/// whose channel has already closed. Fluent's own transaction sends ROLLBACK
/// after a statement failed because the server went away, by then the
/// channel is closed, and the request waits forever holding the pool's only
/// connection on that event loop. After one outage under booking load every
/// pool was wedged that way and the host answered nothing but pool timeouts
/// until restarted (ADR 0127). And the requests waiting for a connection when
/// the server stopped each waited out the pool's 10-second timeout (ADR 0127).
struct OutageSafeDatabase: Database, SQLDatabase {
    let base: any Database
    let waits: ConnectionWaits

    var context: DatabaseContext { base.context }
    var inTransaction: Bool { base.inTransaction }

    func execute(query: DatabaseQuery, onOutput: @escaping @Sendable (any DatabaseOutput) -> Void) -> EventLoopFuture<
        Void
    > {
        onConnection { $0.execute(query: query, onOutput: onOutput) }
    }

    func execute(schema: DatabaseSchema) -> EventLoopFuture<Void> {
        onConnection { $0.execute(schema: schema) }
    }

    func execute(enum: DatabaseEnum) -> EventLoopFuture<Void> {
        onConnection { $0.execute(enum: `enum`) }
    }

    func transaction<T: Sendable>(_ closure: @escaping @Sendable (any Database) -> EventLoopFuture<T>)
        -> EventLoopFuture<T>
    {
        onConnection { $0.transaction(closure) }
    }

    /// Its result need not be Sendable, so its wait is not one an outage can
    /// cut short (`ConnectionWaits` hands results across threads); no code
    /// of ours asks for a connection this way.
    func withConnection<T>(_ closure: @escaping @Sendable (any Database) -> EventLoopFuture<T>) -> EventLoopFuture<T> {
        Self.bind(base, admitted: { true }, closure)
    }

    /// Takes a connection from the pool (a wait an outage cuts short) and
    /// runs `work` on it. When the pool had to open one more connection and
    /// the server had no slot for it, the work never started: it asks again
    /// every 50 ms for up to a second, by when one of the pool's own
    /// connections has usually come free (ADR 0127).
    private func onConnection<T: Sendable>(
        attempt: Int = 1, _ work: @escaping @Sendable (OutageSafeConnection) -> EventLoopFuture<T>
    ) -> EventLoopFuture<T> {
        let base = base
        let waits = waits
        return waits.run(on: base.eventLoop) { admitted in Self.bind(base, admitted: admitted, work) }
            .flatMapError { error in
                guard NoConnectionSlot.explains(error), attempt < 20 else {
                    return base.eventLoop.makeFailedFuture(error)
                }
                return base.eventLoop.flatScheduleTask(in: .milliseconds(50)) {
                    OutageSafeDatabase(base: base, waits: waits).onConnection(attempt: attempt + 1, work)
                }.futureResult
            }
    }

    private static func bind<T>(
        _ base: any Database, admitted: @escaping @Sendable () -> Bool,
        _ work: @escaping @Sendable (OutageSafeConnection) -> EventLoopFuture<T>
    ) -> EventLoopFuture<T> {
        base.withConnection { bound in
            // The force cast cannot fail: the PostgreSQL driver's databases are
            // all PostgresDatabase, and the connection it yields is the one
            // `bound` runs every statement on.
            (bound as! any PostgresDatabase).withConnection { connection in
                guard admitted() else { return connection.eventLoop.makeFailedFuture(ConnectionWaits.Abandoned()) }
                return work(OutageSafeConnection(base: bound, connection: connection, inTransaction: false))
            }
        }
    }

    // SQLDatabase: what the features' SQL casts find. The force cast cannot
    // fail: every database the PostgreSQL driver makes speaks SQL.
    private var sql: any SQLDatabase { base as! any SQLDatabase }
    var version: (any SQLDatabaseReportedVersion)? { sql.version }
    var dialect: any SQLDialect { sql.dialect }
    var queryLogLevel: Logger.Level? { sql.queryLogLevel }

    func execute(sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> Void) -> EventLoopFuture<
        Void
    > {
        onConnection { $0.execute(sql: query, onRow) }
    }

    func execute(sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> Void) async throws {
        try await onConnection { $0.execute(sql: query, onRow) }.get()
    }
}
