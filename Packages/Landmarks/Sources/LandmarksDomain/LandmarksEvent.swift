import Foundation

/// What happened in Landmarks that an operator wants in the log: ids only.
public enum LandmarksEvent: Sendable, Equatable {
    /// Someone kept a landmark among their favorites.
    case favoriteKept(landmarkID: Int, userID: UUID)
    /// Someone took a landmark out of their favorites.
    case favoriteForgotten(landmarkID: Int, userID: UUID)
}
