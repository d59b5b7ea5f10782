import Synchronization

/// Every setting read in one process, with where its value came from: what
/// `landmarks config` lists and what a launch checks for errors.
public final class SettingsRecord: Sendable {
    /// One setting as read, for the listing.
    public struct Entry: Sendable, Equatable {
        /// `reservations.upcomingStaysPerAccount`
        public var key: String
        /// `--reservations-upcoming-stays-per-account`
        public var commandLine: String
        /// `LANDMARKS_RESERVATIONS_UPCOMING_STAYS_PER_ACCOUNT`
        public var environment: String
        /// What it means.
        public var summary: String
        /// Its default, as text.
        public var defaultValue: String
        /// What is allowed.
        public var allowed: String
        /// What is in force (masked for a secret).
        public var current: String
        /// "default", or the source that gave the value.
        public var origin: String
        /// Why the value given was refused; nil when it was not.
        public var error: String?
    }

    private let state = Mutex<[Entry]>([])

    func add(_ entry: Entry) {
        state.withLock { entries in
            if let index = entries.firstIndex(where: { $0.key == entry.key }) {
                entries[index] = entry
            } else {
                entries.append(entry)
            }
        }
    }

    var entries: [Entry] { state.withLock { $0 } }
}
