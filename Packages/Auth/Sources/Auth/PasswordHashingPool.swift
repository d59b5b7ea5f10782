import API
import Foundation
import NIOPosix
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Where bcrypt runs: its own threads, apart from the pool that SQLite's
/// blocking calls use, so a burst of sign-ups or log-ins never holds a thread
/// a query is waiting for. The threads run at a lower scheduling priority, so
/// page and API requests win the cores from password work; and at most
/// `queueLimit` hashes wait at once: beyond that a caller is told to come back
/// (503 with Retry-After) instead of queueing without bound.
///
/// Waiting work is taken in turns by lane (a log-in's lane is its account):
/// one account sending sixteen log-ins at once waits behind its own, while
/// another person's check waits for at most one of them (ADR 0128).
final class PasswordHashingPool: Sendable {
    /// One pool per process: bcrypt's cost is per core, not per feature.
    static let shared = PasswordHashingPool(threads: 1, queueLimit: 32, niceness: 10)

    /// Work waiting for a thread, by lane, and the lanes in turn order.
    private struct Waiting {
        var lanes: [String: [@Sendable (_ active: Bool) -> Void]] = [:]
        var turns: [String] = []
        var count = 0

        mutating func next() -> (@Sendable (_ active: Bool) -> Void)? {
            guard !turns.isEmpty else { return nil }
            let lane = turns.removeFirst()
            guard var work = lanes[lane], !work.isEmpty else { return nil }
            let first = work.removeFirst()
            if work.isEmpty {
                lanes[lane] = nil
            } else {
                lanes[lane] = work
                turns.append(lane)
            }
            count -= 1
            return first
        }
    }

    private let pool: NIOThreadPool
    private let queueLimit: Int
    private let niceness: Int32
    private let waiting = Mutex(Waiting())

    init(threads: Int, queueLimit: Int, niceness: Int32) {
        pool = NIOThreadPool(numberOfThreads: threads)
        pool.start()
        self.queueLimit = queueLimit
        self.niceness = niceness
    }

    /// How many checks wait for a thread now.
    var waitingCount: Int { waiting.withLock { $0.count } }

    /// Runs `work` on the pool, in `lane`'s turn.
    func run<T: Sendable>(lane: String = "", _ work: @escaping @Sendable () throws -> T) async throws -> T {
        let niceness = niceness
        return try await withCheckedThrowingContinuation { continuation in
            let job: @Sendable (Bool) -> Void = { active in
                guard active else { return continuation.resume(throwing: CancellationError()) }
                Self.lowerPriorityOfThisThread(to: niceness)
                continuation.resume(with: Result { try work() })
            }
            let admitted = waiting.withLock { waiting in
                guard waiting.count < queueLimit else { return false }
                waiting.count += 1
                if waiting.lanes[lane] == nil { waiting.turns.append(lane) }
                waiting.lanes[lane, default: []].append(job)
                return true
            }
            guard admitted else {
                return continuation.resume(
                    throwing: Problem(
                        title: "Service Unavailable", status: 503,
                        detail: "Too many sign-ins are being checked right now. Try again in a moment.", retryAfter: 1)
                )
            }
            // One thread job per piece of work: each runs whichever piece's turn it is then.
            pool.submit { state in
                let next = self.waiting.withLock { $0.next() }
                next?(state == .active)
            }
        }
    }

    /// Linux keeps a nice value per thread, and `who` 0 names the calling
    /// thread, not the process; setting the same value again costs one syscall.
    private static func lowerPriorityOfThisThread(to niceness: Int32) {
        #if os(Linux)
            _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, niceness)
        #endif
    }
}
