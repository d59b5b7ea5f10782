import Logging
import ServiceLifecycle

/// Deletes expired sessions now and then, for as long as the host runs. Expired
/// sessions are already refused when presented; this keeps the table small.
/// With several hosts on one database each runs it: a delete of what is already
/// gone costs nothing.
public struct SessionCleanup: Service {
    let store: SessionStore
    let interval: Duration
    let logger: Logger

    /// A service that deletes expired sessions from `store` every `interval`,
    /// logging what it removed.
    public init(store: SessionStore, interval: Duration = .seconds(600), logger: Logger) {
        self.store = store
        self.interval = interval
        self.logger = logger
    }

    public func run() async throws {
        while !Task.isCancelled && !Task.isShuttingDownGracefully {
            do {
                let deleted = try await store.deleteExpired()
                if deleted > 0 { logger.info("expired sessions deleted", metadata: ["count": "\(deleted)"]) }
            } catch {
                logger.warning("session clean-up failed; trying again later", metadata: ["error": "\(error)"])
            }
            try? await cancelWhenGracefulShutdown { try await Task.sleep(for: interval) }
        }
    }
}
