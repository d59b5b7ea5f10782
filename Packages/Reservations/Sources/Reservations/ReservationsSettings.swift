import FeatureContract
import ReservationsDomain

// Reservations' settings, declared beside the factory that reads them (ADR 0113).
extension ReservationsAppFactory {
    /// What Reservations reads from its namespace (`reservations.`).
    public enum Settings {
        /// How many stays that have not ended one account may hold, across
        /// every landmark. One stay at a time at each landmark is a rule, not
        /// a setting (ADR 0139).
        public static let upcomingStaysPerAccount = Setting.wholeNumber(
            "upcomingStaysPerAccount", in: 1...1_000_000, default: BookingLimits.standard.upcomingStays,
            summary: "stays that have not ended one account may hold, across all landmarks")
    }
}
