import Logging
import ServiceLifecycle

/// Work a host does every `interval` for as long as it runs: the sweeps that
/// keep what it holds in memory verified (ADR 0106). While the work fails it
/// is tried again each interval; the first failure and the first success
/// after it are logged, not every try in between (the database may be down
/// for minutes).
public struct PeriodicWork: Service {
    let name: String
    let interval: Duration
    let logger: Logger
    let work: @Sendable () async throws -> Void

    /// Work called `name` run every `interval`, its failures logged to `logger`.
    public init(
        _ name: String, every interval: Duration, logger: Logger, work: @escaping @Sendable () async throws -> Void
    ) {
        self.name = name
        self.interval = interval
        self.logger = logger
        self.work = work
    }

    public func run() async throws {
        await cancelWhenGracefulShutdown {
            var failing = false
            while !Task.isCancelled {
                do {
                    try await work()
                    if failing { logger.info("\(name) works again") }
                    failing = false
                } catch {
                    if !failing {
                        logger.warning(
                            "\(name) failed; trying again every \(interval)",
                            metadata: ["error.type": "\(String(reflecting: type(of: error)))"])
                    }
                    failing = true
                }
                try? await Task.sleep(for: interval)
            }
        }
    }
}
