import API
import Logging
import ServiceLifecycle
import Synchronization

/// Whether the database answers, as far as this host can tell, and what
/// happens while it does not. The first request (or readiness probe) that
/// meets an error saying the database cannot be reached marks it down; from
/// then on requests are answered 503 with `Retry-After` at once instead of
/// each waiting for a connection that cannot be made, and a probe asks the
/// database every `probeInterval` until it answers. Each change is logged
/// once, not once per failed request (ADR 0047).
public final class DatabaseAvailability: Service, Sendable {
    /// What a client is told to wait before trying again.
    static let retryAfterSeconds = 2

    static let problem = Problem(
        title: "Service Unavailable", status: 503,
        detail: "The database cannot be reached just now. Try again in a few seconds.",
        retryAfter: retryAfterSeconds)

    private let down = Atomic<Bool>(false)
    private let since = Mutex<ContinuousClock.Instant>(.now)
    private let probe: @Sendable () async throws -> Void
    private let probeInterval: Duration
    private let logger: Logger
    private let wakes: AsyncStream<Void>
    private let wake: AsyncStream<Void>.Continuation

    /// `probe` runs a trivial query and throws what it met.
    public init(probeInterval: Duration = .milliseconds(500), logger: Logger, probe: @escaping @Sendable () async throws -> Void) {
        self.probe = probe
        self.probeInterval = probeInterval
        self.logger = logger
        (wakes, wake) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
    }

    /// Whether requests should reach the database now.
    public var isUp: Bool { !down.load(ordering: .relaxed) }

    /// The 503 to answer with when `error` says the database cannot be
    /// reached (marking it down if it was up); nil for any other error.
    public func outage(from error: any Error) -> Problem? {
        guard UnreachableDatabase.explains(error) else { return nil }
        markDown(because: error)
        return Self.problem
    }

    /// For `/readyz`: down answers at once; up asks the database.
    public func isReady() async -> Bool {
        guard isUp else { return false }
        do {
            try await probe()
            return true
        } catch {
            _ = outage(from: error)
            return false
        }
    }

    private func markDown(because error: any Error) {
        guard down.compareExchange(expected: false, desired: true, ordering: .sequentiallyConsistent).exchanged else {
            return
        }
        since.withLock { $0 = .now }
        logger.error(
            "database unreachable; answering 503 until it answers again",
            metadata: ["error.type": "\(type(of: error))", "error": "\(String(reflecting: error))"])
        wake.yield()
    }

    /// Probes while the database is down; quiet between state changes.
    public func run() async throws {
        await cancelWhenGracefulShutdown {
            for await _ in self.wakes {
                while !self.isUp, !Task.isCancelled {
                    try? await Task.sleep(for: self.probeInterval)
                    guard (try? await self.probe()) != nil else { continue }
                    let outage = self.since.withLock { ContinuousClock.now - $0 }
                    self.down.store(false, ordering: .sequentiallyConsistent)
                    self.logger.notice(
                        "database answers again; serving requests",
                        metadata: ["outage.seconds": "\(outage.components.seconds)"])
                }
            }
        }
    }
}
