import Foundation

/// Which landmarks each person has kept. A person is only an id here: who they
/// are is the caller the request arrived with, never something Landmarks keeps.
package protocol FavoriteRepository: Sendable {
    /// Adds the favorite; adding one that is already there changes nothing.
    func add(landmarkID: Int, for userID: UUID) async throws
    /// Removes the favorite; removing one that is not there changes nothing.
    func remove(landmarkID: Int, for userID: UUID) async throws
    /// The ids of every landmark the person has kept: what marks each list
    /// and page they see.
    func favoriteIDs(of userID: UUID) async throws -> Set<Int>
    /// Every landmark the person has kept, by name.
    func favorites(of userID: UUID) async throws -> [Landmark]
}
