import LandmarksDomain
import Logging

/// Writes the domain's events to the log, one line each with ids as metadata.
enum LandmarksLog {
    static func record(_ event: LandmarksEvent, to logger: Logger) {
        switch event {
        case let .favoriteKept(landmarkID, userID):
            logger.info(
                "favorite kept",
                metadata: ["event": "favorite.kept", "landmark.id": "\(landmarkID)", "user.id": "\(userID)"])
        case let .favoriteForgotten(landmarkID, userID):
            logger.info(
                "favorite forgotten",
                metadata: ["event": "favorite.forgotten", "landmark.id": "\(landmarkID)", "user.id": "\(userID)"])
        }
    }
}
