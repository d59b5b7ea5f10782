import LandmarksData
import Logging
import ServiceLifecycle

/// Keeps the in-memory catalogue current: asks the database for the
/// catalogue's revision every interval and rereads it when it moved. A failed
/// check is logged and the last catalogue keeps being served.
struct CatalogueRefresh: Service {
    let repository: CachedLandmarkRepository
    let logger: Logger
    let interval: Duration

    func run() async throws {
        await cancelWhenGracefulShutdown {
            while !Task.isCancelled {
                do {
                    if try await repository.refresh() {
                        let revision = try await repository.catalogue().revision
                        logger.info("catalogue loaded", metadata: ["revision": "\(revision)"])
                    }
                } catch {
                    logger.warning(
                        "catalogue refresh failed; serving the last one",
                        metadata: ["error.type": "\(String(reflecting: type(of: error)))"])
                }
                try? await Task.sleep(for: interval)
            }
        }
    }
}
