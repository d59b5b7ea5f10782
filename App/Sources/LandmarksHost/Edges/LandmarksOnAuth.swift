import Auth
import Landmarks

/// Landmarks reacts to Auth: a deleted account's favorites go inside the
/// transaction that deletes it (ADR 0113). Removing either feature deletes
/// this file.
enum LandmarksOnAuth {
    /// Subscribes Landmarks to Auth's account deletion.
    static func connect(_ list: FeatureList) throws {
        let landmarks = try list[LandmarksAppFactory.self]
        try list[AuthAppFactory.self].accountDeleted.subscribe(landmarks.name) { event, transaction in
            try await landmarks.forgetFavorites(of: event.userID, on: transaction)
        }
    }
}
