import Foundation

/// What happened in Landmarks that an operator wants in the log: ids only.
public enum LandmarksEvent: Sendable, Equatable {
    case favoriteKept(landmarkID: Int, userID: UUID)
    case favoriteForgotten(landmarkID: Int, userID: UUID)
}
