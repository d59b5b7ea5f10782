import EventOutbox
import FluentKit
import FluentSQL
import Synchronization

/// Runs the bookings that arrive together on SQLite in one transaction, each
/// inside a savepoint of its own (ADR 0106).
///
/// SQLite writes through one connection, and each commit waits for the disk
/// (an fsync of the write-ahead log, about a millisecond here): one booking
/// per transaction capped bookings at about a thousand a second whatever the
/// code did. In a batch, a booking that is refused (a full night, a limit, a
/// clash) or fails rolls back to its savepoint alone, and the others go on.
/// Every booking's outcome is handed back only after the batch's commit has
/// returned, so an answered booking is a durable one; when the commit fails,
/// every booking of the batch gets the error and none is stored.
///
/// The events a booking publishes wait in its `PendingEvents` and join the
/// batch's when its savepoint is released; the batch writes them all in one
/// statement before its commit (ADR 0129), so a refused booking publishes
/// nothing and an event exists exactly when its booking does.
///
/// On PostgreSQL each booking keeps its own transaction: many connections
/// and row locks already let bookings on different nights proceed together.
final class BookingBatches: Sendable {
    /// At most this many bookings share a commit, so one batch never holds
    /// the connection for long.
    static let largest = 32

    private struct Job: Sendable {
        let work: @Sendable (any Database, PendingEvents) async throws -> Void
        let done: CheckedContinuation<Void, any Error>
    }

    private struct Queue {
        var jobs: [Job] = []
        var draining = false
    }

    private let database: @Sendable () -> any Database
    private let queue = Mutex(Queue())

    init(database: @escaping @Sendable () -> any Database) {
        self.database = database
    }

    /// Runs `work` in a transaction: a batch's savepoint on SQLite, a
    /// transaction of its own anywhere else. The events it publishes into
    /// its `PendingEvents` are written in that transaction when `work`
    /// returns. Throws what `work` throws.
    func run(_ work: @escaping @Sendable (any Database, PendingEvents) async throws -> Void) async throws {
        let database = database()
        guard (database as? any SQLDatabase)?.dialect.name == "sqlite" else {
            return try await database.transaction { transaction in
                let events = PendingEvents()
                try await work(transaction, events)
                try await events.write(on: transaction)
            }
        }
        try await withCheckedThrowingContinuation { (done: CheckedContinuation<Void, any Error>) in
            let starts = queue.withLock { queue in
                queue.jobs.append(Job(work: work, done: done))
                guard !queue.draining else { return false }
                queue.draining = true
                return true
            }
            if starts { Task { await drain() } }
        }
    }

    /// Commits batch after batch until nobody waits.
    private func drain() async {
        while true {
            let jobs = queue.withLock { queue in
                let taken = Array(queue.jobs.prefix(Self.largest))
                queue.jobs.removeFirst(taken.count)
                if taken.isEmpty { queue.draining = false }
                return taken
            }
            guard !jobs.isEmpty else { return }
            await commit(jobs)
        }
    }

    private func commit(_ jobs: [Job]) async {
        let outcomes = Mutex<[Result<Void, any Error>]>([])
        do {
            try await database().transaction { transaction in
                guard let sql = transaction as? any SQLDatabase else { throw CampsiteNights.Failure.notSQL }
                let events = PendingEvents()
                for job in jobs {
                    try await sql.raw("SAVEPOINT booking").run()
                    do {
                        let published = PendingEvents()
                        try await job.work(transaction, published)
                        try await sql.raw("RELEASE booking").run()
                        events.take(published)
                        outcomes.withLock { $0.append(.success(())) }
                    } catch {
                        // Only this booking goes; a failure to roll it back
                        // ends the whole batch, which then stores nothing.
                        try await sql.raw("ROLLBACK TO booking").run()
                        try await sql.raw("RELEASE booking").run()
                        outcomes.withLock { $0.append(.failure(error)) }
                    }
                }
                try await events.write(on: transaction)
            }
        } catch {
            for job in jobs { job.done.resume(throwing: error) }
            return
        }
        for (job, outcome) in zip(jobs, outcomes.withLock { $0 }) { job.done.resume(with: outcome) }
    }
}
