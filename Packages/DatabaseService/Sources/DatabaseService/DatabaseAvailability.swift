import API
import Logging
import ServiceLifecycle
import Synchronization

/// What the database can do now, as far as this host can tell, and what
/// happens while it cannot. Two states, each entered by the first request (or
/// readiness probe) that meets its error and left by a probe, each change
/// logged once, not once per failed request:
///
/// - Unreachable (ADR 0127): requests are answered 503 with `Retry-After` at
///   once instead of each waiting for a connection that cannot be made; a
///   probe asks the database every `probeInterval` until it answers.
/// - Storage full (ADR 0127): a write that fails for want of room is answered
///   507 with `Retry-After`, reads go on, and a probe writes one row every
///   `probeInterval` until that works again.
///
/// Readiness is 503 in either state, with the reason in its body. Readiness
/// also asks whether the database's disk has room (`roomCheck`: free space
/// for a SQLite file), so a full disk is known before any write fails, in a
/// host that has had no write to fail.
public final class DatabaseAvailability: Service, Sendable {
    /// What a client is told to wait before trying again.
    static let retryAfterSeconds = 2
    /// Room comes back when an operator frees some: longer than a blip.
    static let storageRetryAfterSeconds = 30

    static let problem = Problem(
        title: "Service Unavailable", status: 503,
        detail: "The database cannot be reached just now. Try again in a few seconds.",
        retryAfter: retryAfterSeconds)

    static let busyProblem = Problem(
        title: "Service Unavailable", status: 503,
        detail: "Every database connection is in use just now. Try again in a moment.", retryAfter: 1)

    static let storageProblem = Problem(
        title: "Insufficient Storage", status: 507,
        detail: "The server has no room to store anything just now, so nothing was saved. Reading still works. "
            + "Try again later.",
        retryAfter: storageRetryAfterSeconds)

    /// What `/readyz` says.
    public enum Readiness: Sendable, Equatable {
        /// The database answers and has room.
        case ready
        /// The database cannot be reached.
        case unreachable
        /// The database answers but refuses writes for want of room.
        case storageFull
        /// The database answers but has no connection slot free for the probe.
        case noConnectionSlot
        /// The database did not answer the probe within the readiness deadline.
        case noAnswer

        /// What `/readyz` says in this state.
        public var explanation: String {
            switch self {
            case .ready: "ready"
            case .unreachable: "database unreachable"
            case .noConnectionSlot: "no database connection slot free (max_connections reached)"
            case .noAnswer: "the database did not answer within a second"
            case .storageFull: "storage full: writes are refused until there is room"
            }
        }
    }

    private let down = Atomic<Bool>(false)
    private let full = Atomic<Bool>(false)
    private let since = Mutex<ContinuousClock.Instant>(.now)
    private let probe: @Sendable () async throws -> Void
    private let onChange: @Sendable (_ up: Bool) -> Void
    private let storageProbe: @Sendable () async throws -> Void
    private let roomCheck: @Sendable () throws -> Void
    private let probeInterval: Duration
    /// How long `/readyz` waits for the database: well inside a load
    /// balancer's check, never the pool's own 10 s.
    private let readinessDeadline: Duration
    /// The readiness probe under way, shared: however often `/readyz` is
    /// asked while the database is slow to answer, one probe waits on it.
    private let probing = Mutex<Task<Void, any Error>?>(nil)
    private let logger: Logger
    private let wakes: AsyncStream<Void>
    private let wake: AsyncStream<Void>.Continuation

    /// `probe` runs a trivial query and throws what it met; `storageProbe`
    /// writes something small and throws if there is no room for it;
    /// `roomCheck` throws when the disk has no room, without writing;
    /// `onChange` hears when the database goes down (false) and comes back.
    public init(
        probeInterval: Duration = .milliseconds(500), readinessDeadline: Duration = .seconds(1), logger: Logger,
        probe: @escaping @Sendable () async throws -> Void,
        storageProbe: @escaping @Sendable () async throws -> Void,
        roomCheck: @escaping @Sendable () throws -> Void = {},
        onChange: @escaping @Sendable (_ up: Bool) -> Void = { _ in }
    ) {
        self.probe = probe
        self.onChange = onChange
        self.storageProbe = storageProbe
        self.roomCheck = roomCheck
        self.probeInterval = probeInterval
        self.readinessDeadline = readinessDeadline
        self.logger = logger
        (wakes, wake) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
    }

    /// Watches the host's database with its own probes.
    public convenience init(
        probeInterval: Duration = .milliseconds(500), watching database: AppDatabase, logger: Logger
    ) {
        self.init(
            probeInterval: probeInterval, logger: logger, probe: { try await database.probe() },
            storageProbe: { try await database.probeStorage() }, roomCheck: { try database.checkRoomOnDisk() },
            onChange: { up in up ? database.databaseAnswersAgain() : database.databaseWentAway() })
    }

    /// Whether requests should reach the database now.
    public var isUp: Bool { !down.load(ordering: .relaxed) }

    /// Whether writes found room, as far as this host knows.
    public var hasRoom: Bool { !full.load(ordering: .relaxed) }

    /// The 503 to answer with when `error` says the database cannot be
    /// reached (marking it down if it was up); nil for any other error.
    public func outage(from error: any Error) -> Problem? {
        guard UnreachableDatabase.explains(error) else { return nil }
        markDown(because: error)
        return Self.problem
    }

    /// What a client should be told about `error`: the outage's 503, or the
    /// 507 of storage that is full (entering that state); nil for an error
    /// that is not the database's state.
    public func problem(for error: any Error) -> Problem? {
        if let outage = outage(from: error) { return outage }
        if NoConnectionSlot.explains(error) { return Self.busyProblem }
        guard FullStorage.explains(error) else { return nil }
        markFull(because: error)
        return Self.storageProblem
    }

    /// For `/readyz`: down answers at once; up asks the database, and says
    /// `noAnswer` when it has not answered within the readiness deadline
    /// (without marking it down: slow is not gone, and requests go on).
    public func readiness() async -> Readiness {
        guard isUp else { return .unreachable }
        do {
            guard try await probeWithinDeadline() else { return .noAnswer }
        } catch {
            if NoConnectionSlot.explains(error) { return .noConnectionSlot }
            _ = outage(from: error)
            return .unreachable
        }
        if hasRoom {
            do { try roomCheck() } catch { markFull(because: error) }
        }
        return hasRoom ? .ready : .storageFull
    }

    /// Whether the probe answered in time (throwing what it met). The probe
    /// runs as a task of its own, not a child: a statement waiting for a
    /// pooled connection cannot be cancelled, and a child would hold the
    /// answer until the pool gave up.
    private func probeWithinDeadline() async throws -> Bool {
        let task = probing.withLock { current in
            if let current { return current }
            let started = Task { [probe] in try await probe() }
            current = started
            return started
        }
        let first = FirstAnswer()
        return try await withCheckedThrowingContinuation { continuation in
            Task {
                let result = await task.result
                self.probing.withLock { if $0 == task { $0 = nil } }
                if first.claim() { continuation.resume(with: result.map { true }) }
            }
            Task { [readinessDeadline] in
                try? await Task.sleep(for: readinessDeadline)
                if first.claim() { continuation.resume(returning: false) }
            }
        }
    }

    private func markDown(because error: any Error) {
        guard down.compareExchange(expected: false, desired: true, ordering: .sequentiallyConsistent).exchanged else {
            return
        }
        since.withLock { $0 = .now }
        onChange(false)
        logger.error(
            "database unreachable; answering 503 until it answers again",
            metadata: ["error.type": "\(type(of: error))", "error": "\(String(reflecting: error))"])
        wake.yield()
    }

    private func markFull(because error: any Error) {
        guard full.compareExchange(expected: false, desired: true, ordering: .sequentiallyConsistent).exchanged else {
            return
        }
        logger.error(
            "storage full; answering 507 to writes until there is room",
            metadata: ["error.type": "\(type(of: error))", "error": "\(String(reflecting: error))"])
        wake.yield()
    }

    /// Probes while the database is down or full; quiet between state changes.
    public func run() async throws {
        await cancelWhenGracefulShutdown {
            for await _ in self.wakes {
                while !self.isUp || !self.hasRoom, !Task.isCancelled {
                    try? await Task.sleep(for: self.probeInterval)
                    if !self.isUp {
                        guard (try? await self.probe()) != nil else { continue }
                        let outage = self.since.withLock { ContinuousClock.now - $0 }
                        self.onChange(true)
                        self.down.store(false, ordering: .sequentiallyConsistent)
                        self.logger.notice(
                            "database answers again; serving requests",
                            metadata: ["outage.seconds": "\(outage.components.seconds)"])
                    } else {
                        guard (try? await self.storageProbe()) != nil else { continue }
                        self.full.store(false, ordering: .sequentiallyConsistent)
                        self.logger.notice("storage has room again; accepting writes")
                    }
                }
            }
        }
    }
}

/// Which of two racers answers: the first to claim it, once.
private final class FirstAnswer: Sendable {
    private let taken = Atomic<Bool>(false)

    /// True for the first caller only.
    func claim() -> Bool { !taken.exchange(true, ordering: .acquiringAndReleasing) }
}
