import ReservationsData
import ReservationsDomain
import Utilities

/// The landmarks as another feature told us about them, kept for `bound`
/// (one second, as the night counters: ADR 0106): what availability, the
/// pages and the lists name and count. A booking never reads from here: it
/// counts campsites as they are now.
final class CachedLandmarkDirectory: LandmarkDirectory {
    static let bound = CachedReservationRepository.bound

    private let source: any LandmarkDirectory
    private let kept = VerifiedCache<Int, BookableLandmark>(bound: CachedLandmarkDirectory.bound, capacity: 4_096)
    /// Every landmark with campsites, as one entry.
    private let keptAll = VerifiedCache<Int, [BookableLandmark]>(bound: CachedLandmarkDirectory.bound, capacity: 1)

    init(source: any LandmarkDirectory) {
        self.source = source
    }

    func landmark(id: Int) async throws -> BookableLandmark? {
        try await kept.value(for: id) { try await source.landmark(id: id) }
    }

    func landmarksWithCampsites() async throws -> [BookableLandmark] {
        // Every search by dates asks: when the entry expires, they share one read.
        let source = source
        return try await keptAll.sharedValue(for: 0) { try await source.landmarksWithCampsites() } ?? []
    }

    func forget(id: Int) {
        kept.forget(id)
        keptAll.forget(0)
    }
}
