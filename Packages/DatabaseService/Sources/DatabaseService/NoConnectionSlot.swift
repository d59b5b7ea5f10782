import FluentPostgresDriver

/// PostgreSQL refused a new connection because every slot is taken
/// (SQLSTATE 53300, `max_connections`). The server is up and this host may
/// hold connections of its own, so it is not an outage: a request that
/// needed one more connection tries again briefly, then answers 503 alone,
/// and start-up waits for a slot (ADR 0127).
enum NoConnectionSlot {
    static func explains(_ error: any Error) -> Bool {
        guard let error = error as? PSQLError, error.code == .server else { return false }
        return error.serverInfo?[.sqlState] == "53300"
    }
}
