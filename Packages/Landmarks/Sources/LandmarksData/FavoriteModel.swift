import FluentKit
import Foundation

/// A row of `favorites`: one person keeping one landmark.
final class FavoriteModel: Model, @unchecked Sendable {
    // @unchecked: Fluent models are mutable classes by design. A FavoriteModel
    // is made and saved inside one repository call and never shared between tasks.
    static let schema = "favorites"

    @ID(custom: "id", generatedBy: .database) var id: Int?
    @Field(key: "user_id") var userID: UUID
    @Parent(key: "landmark_id") var landmark: LandmarkModel
    @Field(key: "created_at") var createdAt: Date

    init() {}

    init(userID: UUID, landmarkID: Int, createdAt: Date) {
        self.userID = userID
        self.$landmark.id = landmarkID
        self.createdAt = createdAt
    }
}
