import FluentKit
import Foundation
import LandmarksData
import LandmarksDomain
import Testing

@Suite struct FluentFavoriteRepositoryTests {
    let ada = UUID()
    let grace = UUID()

    private func setUp() async throws -> (SeededDatabase, FluentFavoriteRepository, [Landmark]) {
        let db = try await SeededDatabase()
        let favorites = FluentFavoriteRepository(database: db.database)
        let (landmarks, _) = try await db.repository.catalogue().list(try LandmarkFilter(), offset: 0, limit: 3)
        return (db, favorites, landmarks)
    }

    @Test func keepsPerPersonOnceAndListsByName() async throws {
        let (db, favorites, landmarks) = try await setUp()
        for landmark in landmarks.reversed() {
            try await favorites.add(landmarkID: landmark.id, for: ada)
        }
        try await favorites.add(landmarkID: landmarks[0].id, for: ada)
        try await favorites.add(landmarkID: landmarks[1].id, for: grace)
        #expect(try await favorites.favorites(of: ada).map(\.id) == landmarks.map(\.id))
        #expect(try await favorites.favorites(of: grace).map(\.id) == [landmarks[1].id])
        #expect(try await favorites.favoriteIDs(of: grace) == [landmarks[1].id])
        #expect(try await favorites.favoriteIDs(of: ada) == Set(landmarks.map(\.id)))
        #expect(try await favorites.favoriteIDs(of: UUID()).isEmpty)
        let everyone = try await favorites.favoriteIDs(ofEach: [ada, grace, UUID()])
        #expect(everyone == [ada: Set(landmarks.map(\.id)), grace: [landmarks[1].id]])
        await db.close()
    }

    @Test func forgettingIsIdempotent() async throws {
        let (db, favorites, landmarks) = try await setUp()
        try await favorites.add(landmarkID: landmarks[0].id, for: ada)
        try await favorites.remove(landmarkID: landmarks[0].id, for: ada)
        try await favorites.remove(landmarkID: landmarks[0].id, for: ada)
        #expect(try await favorites.favorites(of: ada).isEmpty)
        await db.close()
    }

    @Test func deletingAPersonsFavoritesLeavesEveryoneElses() async throws {
        let (db, favorites, landmarks) = try await setUp()
        try await favorites.add(landmarkID: landmarks[0].id, for: ada)
        try await favorites.add(landmarkID: landmarks[0].id, for: grace)
        let database = db.database()
        try await database.transaction { transaction in
            try await FluentFavoriteRepository.deleteAll(of: ada, on: transaction)
        }
        #expect(try await favorites.favorites(of: ada).isEmpty)
        #expect(try await favorites.favorites(of: grace).count == 1)
        await db.close()
    }

    @Test func racingClicksKeepALandmarkOnce() async throws {
        let (db, favorites, landmarks) = try await setUp()
        let id = landmarks[0].id
        let ada = ada
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<8 { group.addTask { try await favorites.add(landmarkID: id, for: ada) } }
            try await group.waitForAll()
        }
        #expect(try await favorites.favorites(of: ada).map(\.id) == [id])
        await db.close()
    }
}
