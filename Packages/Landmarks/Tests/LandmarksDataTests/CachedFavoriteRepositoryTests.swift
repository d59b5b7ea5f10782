import Foundation
import LandmarksData
import LandmarksDomain
import Synchronization
import Testing

@Suite struct CachedFavoriteRepositoryTests {
    /// The monotonic clock of the cache, moved by hand.
    final class Clock: Sendable {
        private let current = Mutex(ContinuousClock.now)
        var now: ContinuousClock.Instant { current.withLock { $0 } }
        func advance(_ duration: Duration) { current.withLock { $0 = $0.advanced(by: duration) } }
    }

    let ada = UUID()

    @Test func aChangeHereShowsAtOnce() async throws {
        let db = try await SeededDatabase()
        let cached = CachedFavoriteRepository(source: FluentFavoriteRepository(database: db.database))
        #expect(try await cached.favoriteIDs(of: ada).isEmpty)
        try await cached.add(landmarkID: 2, for: ada)
        #expect(try await cached.favoriteIDs(of: ada) == [2])
        try await cached.remove(landmarkID: 2, for: ada)
        #expect(try await cached.favoriteIDs(of: ada).isEmpty)
        await db.close()
    }

    @Test func aChangeElsewhereShowsAfterASweepOrTheBoundAndNotBefore() async throws {
        let db = try await SeededDatabase()
        let clock = Clock()
        let cached = CachedFavoriteRepository(
            source: FluentFavoriteRepository(database: db.database), clock: { clock.now })
        let elsewhere = FluentFavoriteRepository(database: db.database)
        #expect(try await cached.favoriteIDs(of: ada).isEmpty)
        try await elsewhere.add(landmarkID: 3, for: ada)
        clock.advance(CachedFavoriteRepository.bound - .milliseconds(1))
        #expect(try await cached.favoriteIDs(of: ada).isEmpty)
        clock.advance(.milliseconds(1))
        #expect(try await cached.favoriteIDs(of: ada) == [3])
        // A sweep reads the change before the bound is up.
        try await elsewhere.add(landmarkID: 4, for: ada)
        try await cached.reverify()
        #expect(try await cached.favoriteIDs(of: ada) == [3, 4])
        await db.close()
    }
}
