import Foundation
import Logging
import ReservationsData
import ServiceLifecycle

/// Gives back the holds that expired, beside the server, on every host: a
/// round every `interval`, at once again after a full one. An expired hold
/// is free to everyone without it (ADR 0139); the sweep takes its nights out
/// of the counters and tells the watches of a night that was full, so an
/// alert goes out within a round of the hold lapsing.
struct ExpiredHoldSweep: Service {
    let holds: FluentReservationRepository
    let cache: CachedReservationRepository
    let logger: Logger
    var interval: Duration = .seconds(15)
    var batch = 100

    func run() async throws {
        await cancelWhenGracefulShutdown { await rounds() }
    }

    private func rounds() async {
        while !Task.isCancelled {
            var given = 0
            do {
                let released = try await holds.giveBackExpiredHolds(limit: batch)
                for landmarkID in Set(released.map(\.landmarkID)) { cache.forget(landmarkID: landmarkID) }
                given = released.count
            } catch {
                // The database is away: the holds read as expired meanwhile.
                logger.warning("reservations: a sweep of expired holds failed", metadata: ["error": "\(error)"])
            }
            if given < batch { try? await Task.sleep(for: interval) }
        }
    }
}
