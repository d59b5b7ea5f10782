import Foundation
import LandmarksDomain
import Utilities

/// Each signed-in person's favorites in memory, for the marks on every list
/// and page they see: read once, forgotten at once when they change on this
/// host, and never answered from memory once older than `bound` unless a
/// `reverify()` sweep found them unchanged, so a change made on another host
/// shows here within the bound (ADR 0106).
package final class CachedFavoriteRepository: FavoriteRepository {
    package static let bound: Duration = .seconds(2)

    private let source: FluentFavoriteRepository
    private let kept: VerifiedCache<UUID, Set<Int>>

    package init(
        source: FluentFavoriteRepository, clock: @escaping @Sendable () -> ContinuousClock.Instant = { .now }
    ) {
        self.source = source
        kept = VerifiedCache(bound: Self.bound, now: clock)
    }

    package func add(landmarkID: Int, for userID: UUID) async throws {
        try await source.add(landmarkID: landmarkID, for: userID)
        kept.forget(userID)
    }

    package func remove(landmarkID: Int, for userID: UUID) async throws {
        try await source.remove(landmarkID: landmarkID, for: userID)
        kept.forget(userID)
    }

    package func favoriteIDs(of userID: UUID) async throws -> Set<Int> {
        try await kept.value(for: userID) { try await source.favoriteIDs(of: userID) } ?? []
    }

    package func favorites(of userID: UUID) async throws -> [Landmark] {
        try await source.favorites(of: userID)
    }

    /// Reads the favorites of everyone kept in memory again, a few hundred
    /// people per query, and keeps what it finds.
    package func reverify() async throws {
        try await kept.reverify { people in
            var now: [UUID: Set<Int>] = [:]
            let ids = Array(people.keys)
            for start in stride(from: 0, to: ids.count, by: 500) {
                let found = try await source.favoriteIDs(ofEach: Array(ids[start..<min(start + 500, ids.count)]))
                for id in ids[start..<min(start + 500, ids.count)] { now[id] = found[id] ?? [] }
            }
            return now
        }
    }
}
