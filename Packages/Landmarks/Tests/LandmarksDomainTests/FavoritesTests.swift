import Foundation
import LandmarksDomain
import Synchronization
import Testing

/// Favorites in memory, keyed by person.
final class InMemoryFavorites: FavoriteRepository {
    private let kept = Mutex<[UUID: Set<Int>]>([:])

    func add(landmarkID: Int, for userID: UUID) async throws {
        _ = kept.withLock { $0[userID, default: []].insert(landmarkID) }
    }

    func remove(landmarkID: Int, for userID: UUID) async throws {
        _ = kept.withLock { $0[userID]?.remove(landmarkID) }
    }

    func favoriteIDs(of userID: UUID) async throws -> Set<Int> {
        kept.withLock { $0[userID] ?? [] }
    }

    func favorites(of userID: UUID) async throws -> [Landmark] { [] }

    func ids(of userID: UUID) -> Set<Int> { kept.withLock { $0[userID] ?? [] } }
}

/// Keeps every event the use cases record.
final class EventLog: Sendable {
    private let storage = Mutex<[LandmarksEvent]>([])
    var events: [LandmarksEvent] { storage.withLock { $0 } }
    func record(_ event: LandmarksEvent) { storage.withLock { $0.append(event) } }
}

@Suite struct FavoritesTests {
    let store = InMemoryFavorites()
    let favorites: Favorites
    let ada = UUID()
    let grace = UUID()
    let shown: [Landmark]
    let events = EventLog()

    init() throws {
        shown = [try landmark(1, "Arches", .nationalPark), try landmark(2, "Crater Lake", .lake)]
        favorites = Favorites(favorites: store, landmarks: InMemoryLandmarks(landmarks: shown), record: events.record)
    }

    @Test func keepingIsPerPersonAndTwiceIsOnce() async throws {
        try await favorites.add(landmarkID: 1, for: ada)
        try await favorites.add(landmarkID: 1, for: ada)
        #expect(store.ids(of: ada) == [1])
        #expect(store.ids(of: grace).isEmpty)
        #expect(try await favorites.marked(shown, for: ada) == [1])
        #expect(try await favorites.marked(shown, for: grace).isEmpty)
    }

    @Test func keepingAndForgettingAreRecordedAndARefusalIsNot() async throws {
        try await favorites.add(landmarkID: 1, for: ada)
        try await favorites.remove(landmarkID: 1, for: ada)
        _ = try? await favorites.add(landmarkID: 99, for: ada)
        #expect(
            events.events == [
                .favoriteKept(landmarkID: 1, userID: ada), .favoriteForgotten(landmarkID: 1, userID: ada),
            ])
    }

    @Test func nobodyHasNoFavorites() async throws {
        try await favorites.add(landmarkID: 2, for: ada)
        #expect(try await favorites.marked(shown, for: nil).isEmpty)
    }

    @Test(arguments: [0, -3, 99])
    func keepingOrForgettingAnUnknownLandmarkIsNotFound(_ id: Int) async throws {
        await #expect(throws: LandmarksError.notFound(id: id)) { try await favorites.add(landmarkID: id, for: ada) }
        await #expect(throws: LandmarksError.notFound(id: id)) { try await favorites.remove(landmarkID: id, for: ada) }
        #expect(store.ids(of: ada).isEmpty)
    }

    @Test func forgettingRemovesOnlyThatOne() async throws {
        try await favorites.add(landmarkID: 1, for: ada)
        try await favorites.add(landmarkID: 2, for: ada)
        try await favorites.remove(landmarkID: 1, for: ada)
        try await favorites.remove(landmarkID: 1, for: ada)
        #expect(store.ids(of: ada) == [2])
    }
}
