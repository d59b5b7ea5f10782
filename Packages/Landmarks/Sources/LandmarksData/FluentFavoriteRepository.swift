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

    package func favoriteIDs(of userID: UUID) async throws -> Set<Int> {
        try await favoriteIDs(ofEach: [userID])[userID, default: []]
    }

    /// Everything these people keep, as landmark ids: one query through
    /// SQLKit, no model built by reflection (ADR 0106). Someone who keeps
    /// nothing is absent.
    package func favoriteIDs(ofEach userIDs: [UUID]) async throws -> [UUID: Set<Int>] {
        guard !userIDs.isEmpty else { return [:] }
        guard let sql = database() as? any SQLDatabase else {
            throw LandmarksError.invalidRecord("the favorites database does not speak SQL")
        }
        let rows = try await sql.select().columns("user_id", "landmark_id").from(FavoriteModel.schema)
            .where("user_id", .in, userIDs).all()
        var found: [UUID: Set<Int>] = [:]
        for row in rows {
            found[try row.decode(column: "user_id", as: UUID.self), default: []]
                .insert(try row.decode(column: "landmark_id", as: Int.self))
        }
        return found
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
