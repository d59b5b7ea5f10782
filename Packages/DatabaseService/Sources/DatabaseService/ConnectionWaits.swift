import NIOCore
import Synchronization

/// Work waiting for one of the pool's PostgreSQL connections, so that when the
/// database is found gone it is answered at once instead of waiting out the
/// pool's 10-second request timeout: the connections it waits for are held by
/// statements on a dead server and are not coming back soon. Only waiting is
/// cut short; work that has its connection runs to its own end (its
/// statements fail when the connection closes), so nothing that might commit
/// is ever reported as failed.
final class ConnectionWaits: Sendable {
    /// The database went away while this work waited for a connection; it never started.
    struct Abandoned: Error, CustomStringConvertible {
        var description: String { "the database went away while this work waited for a connection" }
    }

    private struct Entry {
        let fail: @Sendable (any Error) -> Void
        var started = false
    }

    private struct State {
        var next = 0
        var entries: [Int: Entry] = [:]
        /// Between an outage being found and the database answering again:
        /// new work is refused at once rather than queued.
        var down = false
    }

    private let state = Mutex(State())

    /// Runs `work`, which asks the pool for a connection and must call
    /// `admitted` once it has one, running only if that answers true.
    func run<T: Sendable>(
        on eventLoop: any EventLoop, _ work: (_ admitted: @escaping @Sendable () -> Bool) -> EventLoopFuture<T>
    )
        -> EventLoopFuture<T>
    {
        let promise = eventLoop.makePromise(of: T.self)
        let ticket: Int? = state.withLock { state in
            guard !state.down else { return nil }
            let ticket = state.next
            state.next += 1
            state.entries[ticket] = Entry(fail: { promise.fail($0) })
            return ticket
        }
        guard let ticket else {
            promise.fail(Abandoned())
            return promise.futureResult
        }
        let admitted: @Sendable () -> Bool = { [self] in
            self.state.withLock { state in
                guard state.entries[ticket] != nil else { return false }
                state.entries[ticket]?.started = true
                return true
            }
        }
        work(admitted).whenComplete { [self] result in
            // Still the caller's to hear, unless an outage answered it already.
            if self.state.withLock({ $0.entries.removeValue(forKey: ticket) != nil }) {
                promise.completeWith(result)
            }
        }
        return promise.futureResult
    }

    /// The database is gone: fails every piece of work still waiting for a
    /// connection, and any that asks until `reopen`.
    func abandonWaiting() {
        let waiting: [Entry] = state.withLock { state in
            state.down = true
            let waiting = state.entries.filter { !$0.value.started }
            for key in waiting.keys { state.entries.removeValue(forKey: key) }
            return Array(waiting.values)
        }
        for entry in waiting { entry.fail(Abandoned()) }
    }

    /// The database answers again.
    func reopen() {
        state.withLock { $0.down = false }
    }
}
