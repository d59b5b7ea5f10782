import Synchronization

/// Every setting read in one process, with where its value came from: what
/// `landmarks config` lists and what a launch checks for errors.
public final class SettingsRecord: Sendable {
    public struct Entry: Sendable, Equatable {
        /// `reservations.upcomingStaysPerAccount`
        public var key: String
        /// `--reservations-upcoming-stays-per-account`
        public var commandLine: String
        /// `LANDMARKS_RESERVATIONS_UPCOMING_STAYS_PER_ACCOUNT`
        public var environment: String
        public var summary: String
        public var defaultValue: String
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
