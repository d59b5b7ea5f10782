import LandmarksData
import Logging
import ServiceLifecycle

/// Keeps the in-memory catalogue current: asks the database for the
/// catalogue's revision every interval and rereads it when it moved. While
/// checks fail the last catalogue keeps being served; the first failure and
/// the first success after it are logged, not every check in between (the
/// database may be down for minutes, checked every second).
struct CatalogueRefresh: Service {
    let repository: CachedLandmarkRepository
    let logger: Logger
    let interval: Duration

    func run() async throws {
        await cancelWhenGracefulShutdown {
            var failing = false
            while !Task.isCancelled {
                do {
                    if try await repository.refresh() {
                        let revision = try await repository.catalogue().revision
                        logger.info("catalogue loaded", metadata: ["revision": "\(revision)"])
                    }
                    if failing { logger.info("catalogue refresh works again") }
                    failing = false
                } catch {
                    if !failing {
                        logger.warning(
                            "catalogue refresh failed; serving the last one until it works again",
                            metadata: ["error.type": "\(String(reflecting: type(of: error)))"])
                    }
                    failing = true
                }
                try? await Task.sleep(for: interval)
            }
        }
    }
}
