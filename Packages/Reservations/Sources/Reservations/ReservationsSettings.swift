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
        /// How long a hold keeps its site while its person confirms, in
        /// seconds: fifteen minutes unless set (shorter in tests that watch
        /// a hold run out).
        public static let holdSeconds = Setting.wholeNumber(
            "holdSeconds", in: 10...3_600, default: Int(Hold.length),
            summary: "seconds a hold keeps its site while its person confirms")
        /// How many holds one account may ask for in a minute, on each host.
        public static let holdsPerAccountPerMinute = Setting.wholeNumber(
            "holdsPerAccountPerMinute", in: 1...10_000, default: HoldAttemptLimit.Limits.standard.perAccount,
            summary: "holds one account may ask for in a minute, on each host")
        /// How many holds one client address may ask for in a minute, on
        /// each host, for every account behind it.
        public static let holdsPerAddressPerMinute = Setting.wholeNumber(
            "holdsPerAddressPerMinute", in: 1...1_000_000, default: HoldAttemptLimit.Limits.standard.perAddress,
            summary: "holds one client address may ask for in a minute, on each host")
    }
}
