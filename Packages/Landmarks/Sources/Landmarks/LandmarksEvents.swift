import LandmarksDomain
import Logging
import Metrics

/// What becomes of the domain's events: one log line each with ids as
/// metadata, and a count (`landmarks_favorites_total` by change).
enum LandmarksEvents {
    static func record(_ event: LandmarksEvent, to logger: Logger) {
        let change = if case .favoriteKept = event { "kept" } else { "forgotten" }
        Counter(label: "landmarks_favorites_total", dimensions: [("change", change)]).increment()
        switch event {
        case .favoriteKept(let landmarkID, let userID):
            logger.info(
                "favorite kept",
                metadata: ["event": "favorite.kept", "landmark.id": "\(landmarkID)", "user.id": "\(userID)"])
        case .favoriteForgotten(let landmarkID, let userID):
            logger.info(
                "favorite forgotten",
                metadata: ["event": "favorite.forgotten", "landmark.id": "\(landmarkID)", "user.id": "\(userID)"])
        }
    }
}
