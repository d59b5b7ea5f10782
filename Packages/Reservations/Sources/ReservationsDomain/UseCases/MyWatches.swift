import Foundation

/// A person's own watches: listed, and ended by them or by anyone holding a
/// watch's unsubscribe link.
package struct MyWatches: Sendable {
    let watches: any StayWatchRepository
    let landmarks: any LandmarkDirectory
    let today: Today

    package init(watches: any StayWatchRepository, landmarks: any LandmarkDirectory, today: Today) {
        self.watches = watches
        self.landmarks = landmarks
        self.today = today
    }

    /// The owner's watches still active by each landmark's calendar, soonest
    /// first, and those landmarks (one no longer known is missing).
    package func list(owner: UUID) async throws -> (watches: [StayWatch], landmarks: [Int: BookableLandmark]) {
        let all = try await watches.watches(owner: owner, today: today.earliestAnywhere)
        var found: [Int: BookableLandmark] = [:]
        for id in Set(all.map(\.landmarkID)) {
            if let landmark = try await landmarks.landmark(id: id) { found[id] = landmark }
        }
        let active = all.filter { $0.isActive(today: today.at(found[$0.landmarkID])) }
        return (active, found)
    }

    /// Ends the owner's watch; throws `.watchNotFound` for someone else's,
    /// exactly as for none.
    package func end(id: UUID, owner: UUID) async throws {
        guard try await watches.end(id: id, owner: owner) else { throw ReservationsError.watchNotFound }
    }

    /// Ends the watch whose unsubscribe link this is; nil when none is (a
    /// link used before, or made up).
    package func unsubscribe(token: String) async throws -> StayWatch? {
        guard StayWatch.isWellFormedToken(token) else { return nil }
        return try await watches.end(token: token)
    }
}
