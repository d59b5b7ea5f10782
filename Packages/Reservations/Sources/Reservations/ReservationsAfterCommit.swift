import EventOutbox

extension ReservationsAppFactory {
    /// Reservations' after-commit channels; their names are kept across releases.
    public struct AfterCommit: Sendable {
        /// A stay was booked.
        public let stayBooked = AfterCommitEvents<StayEvent>("reservations.stay-booked")
        /// A stay was cancelled by its owner.
        public let stayCancelled = AfterCommitEvents<StayEvent>("reservations.stay-cancelled")

        /// A release of nights made a watched stay bookable (ADR 0142).
        public let stayWatchAnswered = AfterCommitEvents<StayWatchEvent>("reservations.stay-watch-answered")

        var all: [any OutboxStream] { [stayBooked, stayCancelled, stayWatchAnswered] }
    }
}
