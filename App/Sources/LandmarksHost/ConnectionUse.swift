import Metrics
import NIOCore
import Synchronization

/// How many of the pool's connections are working right now, for
/// `landmarks_database_connections_in_use` beside the pool's size
/// (`landmarks_database_connections_max`): an operator sees a saturated pool
/// before requests start to wait on it.
///
/// One per `AppDatabase`; the gauges are the process's, as there is one
/// database per serving process.
final class ConnectionUse: Sendable {
    let capacity: Int
    private let count = Atomic<Int>(0)
    private let gauge = Gauge(label: "landmarks_database_connections_in_use")

    init(capacity: Int) {
        self.capacity = capacity
        Gauge(label: "landmarks_database_connections_max").record(capacity)
        gauge.record(0)
    }

    var inUse: Int { count.load(ordering: .relaxed) }

    /// Counts one connection in use from now until `work`'s future completes.
    func counting<T>(_ work: () -> EventLoopFuture<T>) -> EventLoopFuture<T> {
        gauge.record(count.add(1, ordering: .relaxed).newValue)
        let future = work()
        future.whenComplete { [self] _ in gauge.record(count.subtract(1, ordering: .relaxed).newValue) }
        return future
    }
}
