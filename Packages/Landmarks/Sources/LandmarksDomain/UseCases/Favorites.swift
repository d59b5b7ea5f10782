import Foundation

/// The use cases of keeping favorites: add, remove, list, and marking which
/// of a page's landmarks are favorites.
package struct Favorites: Sendable {
    private let favorites: any FavoriteRepository
    private let landmarks: any LandmarkRepository
    private let record: @Sendable (LandmarksEvent) -> Void

    package init(
        favorites: any FavoriteRepository, landmarks: any LandmarkRepository,
        record: @escaping @Sendable (LandmarksEvent) -> Void
    ) {
        self.favorites = favorites
        self.landmarks = landmarks
        self.record = record
    }

    /// Keeps a landmark; `LandmarksError.notFound` when there is no such landmark.
    package func add(landmarkID: Int, for userID: UUID) async throws {
        guard landmarkID > 0, try await landmarks.catalogue().find(id: landmarkID) != nil else {
            throw LandmarksError.notFound(id: landmarkID)
        }
        try await favorites.add(landmarkID: landmarkID, for: userID)
        record(.favoriteKept(landmarkID: landmarkID, userID: userID))
    }

    /// Forgets a landmark; `LandmarksError.notFound` when there is no such landmark.
    package func remove(landmarkID: Int, for userID: UUID) async throws {
        guard landmarkID > 0, try await landmarks.catalogue().find(id: landmarkID) != nil else {
            throw LandmarksError.notFound(id: landmarkID)
        }
        try await favorites.remove(landmarkID: landmarkID, for: userID)
        record(.favoriteForgotten(landmarkID: landmarkID, userID: userID))
    }

    package func list(for userID: UUID) async throws -> [Landmark] {
        try await favorites.favorites(of: userID)
    }

    /// Which of these landmarks the person keeps; none for nobody.
    package func marked(_ shown: [Landmark], for userID: UUID?) async throws -> Set<Int> {
        guard let userID, !shown.isEmpty else { return [] }
        return try await favorites.favoriteIDs(of: userID).intersection(shown.map(\.id))
    }

    /// Every landmark the person keeps, by id: all that tells one signed-in
    /// person's list from another's.
    package func keptIDs(by userID: UUID) async throws -> Set<Int> {
        try await favorites.favoriteIDs(of: userID)
    }
}
