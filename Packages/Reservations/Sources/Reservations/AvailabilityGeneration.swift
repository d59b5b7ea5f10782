import ReservationsData

/// Which availability answers may still be served as they were made
/// (ADR 0106): one generation a one-second window, and a new one at once
/// when a booking or cancellation on this host changes the counters or the
/// site-nights. An answer kept for its generation is made from what is at
/// most a second old, so never more than two seconds behind a booking
/// elsewhere.
struct AvailabilityGeneration: Sendable {
    let counters: CachedReservationRepository
    let started = ContinuousClock.now

    /// The generation now.
    func current() -> Int {
        let window = Int((ContinuousClock.now - started) / CachedReservationRepository.bound)
        return window * 1_000_000 + counters.changeCount % 1_000_000
    }
}
