import FluentKit
import FluentSQL
import Foundation
import LandmarksDomain

/// Favorites in the database, through FluentKit.
package struct FluentFavoriteRepository: FavoriteRepository {
    private let database: @Sendable () -> any Database

    package init(database: @escaping @Sendable () -> any Database) {
        self.database = database
    }

    package func add(landmarkID: Int, for userID: UUID) async throws {
        do {
            try await FavoriteModel(userID: userID, landmarkID: landmarkID, createdAt: Date()).create(on: database())
        } catch let error as any DatabaseError where error.isConstraintFailure {
            // Already kept (a second click, another tab): the outcome is the same.
        }
    }

    package func remove(landmarkID: Int, for userID: UUID) async throws {
        try await FavoriteModel.query(on: database())
            .filter(\.$userID == userID).filter(\.$landmark.$id == landmarkID)
            .delete()
    }

    /// Every signed-in list and page asks this, so it reads one column
    /// through SQLKit rather than building models by reflection (ADR 0054).
    package func favoriteIDs(among landmarkIDs: [Int], for userID: UUID) async throws -> Set<Int> {
        guard !landmarkIDs.isEmpty else { return [] }
        guard let sql = database() as? any SQLDatabase else {
            throw LandmarksError.invalidRecord("the favorites database does not speak SQL")
        }
        let rows = try await sql.select().column("landmark_id").from(FavoriteModel.schema)
            .where("user_id", .equal, userID).where("landmark_id", .in, landmarkIDs)
            .all()
        return Set(try rows.map { try $0.decode(column: "landmark_id", as: Int.self) })
    }

    package func favorites(of userID: UUID) async throws -> [Landmark] {
        let rows = try await FavoriteModel.query(on: database())
            .filter(\.$userID == userID)
            .with(\.$landmark)
            .all()
        return try rows.map { try $0.landmark.landmark() }.sorted { ($0.name, $0.id) < ($1.name, $1.id) }
    }

    /// Deletes everything a person kept, inside the caller's transaction: what
    /// the host runs when an account is deleted.
    package static func deleteAll(of userID: UUID, on transaction: any Database) async throws {
        try await FavoriteModel.query(on: transaction).filter(\.$userID == userID).delete()
    }
}
