import Metrics
import NIOCore
import Synchronization

/// How busy the database's connections are, for `/metrics`: the work in
/// flight (statements, transactions, `withConnection`) as connections in use
/// (`landmarks_database_connections_in_use`, at most the pool's size) and work
/// waiting for one beyond that (`landmarks_database_waiting`), beside the
/// pool's size (`landmarks_database_connections_max`). An operator sees a
/// saturated pool before requests time out on it.
///
/// Work is counted from when it asks for a connection, not from when it gets
/// one: counting inside the pool's own lease held SQLite's single connection
/// for an extra event-loop hop per statement, which cost a signed-in page
/// about 15 % in a same-run A/B. So the split between "in use" and "waiting"
/// assumes work spreads over the connections, exactly so on SQLite (one
/// connection) and nearly so on PostgreSQL (one per event loop).
///
/// One per `AppDatabase`; the gauges are the process's, as there is one
/// database per serving process.
final class ConnectionUse: Sendable {
    let capacity: Int
    private let count = Atomic<Int>(0)
    private let inUseGauge = Gauge(label: "landmarks_database_connections_in_use")
    private let waitingGauge = Gauge(label: "landmarks_database_waiting")

    init(capacity: Int) {
        self.capacity = capacity
        Gauge(label: "landmarks_database_connections_max").record(capacity)
        record(0)
    }

    /// Work holding a connection now.
    var inUse: Int { min(count.load(ordering: .relaxed), capacity) }
    /// Work waiting for a connection now.
    var waiting: Int { max(count.load(ordering: .relaxed) - capacity, 0) }

    /// Counts `work` from now until its future completes.
    func counting<T>(_ work: () -> EventLoopFuture<T>) -> EventLoopFuture<T> {
        record(count.add(1, ordering: .relaxed).newValue)
        let future = work()
        future.whenComplete { [self] _ in record(count.subtract(1, ordering: .relaxed).newValue) }
        return future
    }

    private func record(_ inFlight: Int) {
        inUseGauge.record(min(inFlight, capacity))
        waitingGauge.record(max(inFlight - capacity, 0))
    }
}
