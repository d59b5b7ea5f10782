import LandmarksDomain
import Synchronization

/// The catalogue in memory: every read is answered from the last snapshot,
/// without touching the database. `refresh()` asks the database for the
/// catalogue's revision (one small query) and rereads the landmarks only when
/// it moved; the host calls it every `refreshInterval`, so a change made by
/// another process on the same database shows within that interval plus one
/// reread (ADR 0106).
package final class CachedLandmarkRepository: LandmarkRepository {
    package static let refreshInterval: Duration = .seconds(1)

    private let source: FluentLandmarkRepository
    private let snapshot = Mutex<LandmarkCatalogue?>(nil)

    package init(source: FluentLandmarkRepository) {
        self.source = source
    }

    package func catalogue() async throws -> LandmarkCatalogue {
        if let current = snapshot.withLock({ $0 }) { return current }
        return try await reload()
    }

    /// Rereads the catalogue if its revision moved since the last read (or
    /// nothing was read yet); says whether it did.
    @discardableResult
    package func refresh() async throws -> Bool {
        guard let current = snapshot.withLock({ $0 }) else {
            try await reload()
            return true
        }
        guard try await source.revision() != current.revision else { return false }
        try await reload()
        return true
    }

    @discardableResult
    private func reload() async throws -> LandmarkCatalogue {
        let fresh = try await source.catalogue()
        // Two reloads racing keep the newer revision, never step back.
        return snapshot.withLock { stored in
            if let stored, stored.revision > fresh.revision { return stored }
            stored = fresh
            return fresh
        }
    }
}
