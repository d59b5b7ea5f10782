/// How the host uses its database, beside where it is (`DatabaseLocation`).
public struct DatabaseOptions: Sendable, Equatable {
    /// PostgreSQL connections this host keeps at most. Several hosts on one
    /// server must stay under its `max_connections` together (Scripts/cluster
    /// sizes them so). A SQLite file always has one.
    public var poolSize: Int
    /// How long start-up waits for the database to answer (or to have a
    /// connection slot free) before the launch stops.
    public var startTimeout: Duration

    /// Options with `poolSize` PostgreSQL connections per host and a start-up
    /// that waits up to `startTimeout` for the database.
    public init(poolSize: Int = 2, startTimeout: Duration = .seconds(60)) {
        self.poolSize = poolSize
        self.startTimeout = startTimeout
    }
}
