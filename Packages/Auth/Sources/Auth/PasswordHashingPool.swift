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
final class PasswordHashingPool: Sendable {
    /// One pool per process: bcrypt's cost is per core, not per feature.
    static let shared = PasswordHashingPool(threads: 1, queueLimit: 32, niceness: 10)

    private let pool: NIOThreadPool
    private let queueLimit: Int
    private let niceness: Int32
    private let waiting = Mutex(0)

    init(threads: Int, queueLimit: Int, niceness: Int32) {
        pool = NIOThreadPool(numberOfThreads: threads)
        pool.start()
        self.queueLimit = queueLimit
        self.niceness = niceness
    }

    func run<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        let admitted = waiting.withLock { count in
            guard count < queueLimit else { return false }
            count += 1
            return true
        }
        guard admitted else {
            throw Problem(
                title: "Service Unavailable", status: 503,
                detail: "Too many sign-ins are being checked right now. Try again in a moment.", retryAfter: 1)
        }
        defer { waiting.withLock { $0 -= 1 } }
        let niceness = niceness
        return try await pool.runIfActive {
            Self.lowerPriorityOfThisThread(to: niceness)
            return try work()
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
