import Foundation
import Logging
import Synchronization

/// The database's log handler: passes every line on as it is, except the
/// connection pool's "Connection request timed out … deadlock" while the
/// database is known to be away (and for the pool's wait after it is back).
/// Then the line says nothing new: `DatabaseAvailability` has logged the
/// outage once, and the work that waited was answered 503 at once (ADR
/// 0127); it goes on at debug. Outside an outage it stays an error, as a
/// real deadlock should.
struct OutageLogHandler: LogHandler {
    /// When the database was last found away and when it answered again.
    final class Outage: Sendable {
        private let state = Mutex<(away: Bool, backAt: ContinuousClock.Instant?)>((false, nil))
        /// How long after the database answers again a wait that began
        /// during the outage may still time out: the pool's request timeout.
        let lingering: Duration

        init(lingering: Duration = .seconds(10)) {
            self.lingering = lingering
        }

        func begin() { state.withLock { $0 = (true, nil) } }
        func end(at now: ContinuousClock.Instant = .now) {
            state.withLock { if $0.away { $0 = (false, now) } }
        }

        /// Whether a pool wait timing out now belongs to an outage.
        func covers(_ now: ContinuousClock.Instant = .now) -> Bool {
            state.withLock { state in
                state.away || state.backAt.map { now < $0 + lingering } ?? false
            }
        }
    }

    /// What the pool logs when a wait for a connection times out.
    static let poolTimeout = "Connection request timed out"

    var base: any LogHandler
    let outage: Outage

    var metadata: Logger.Metadata {
        get { base.metadata }
        set { base.metadata = newValue }
    }

    var logLevel: Logger.Level {
        get { base.logLevel }
        set { base.logLevel = newValue }
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { base[metadataKey: key] }
        set { base[metadataKey: key] = newValue }
    }

    var metadataProvider: Logger.MetadataProvider? {
        get { base.metadataProvider }
        set { base.metadataProvider = newValue }
    }

    func log(event: LogEvent) {
        var event = event
        if event.level >= .error, event.message.description.hasPrefix(Self.poolTimeout), outage.covers() {
            guard base.logLevel <= .debug else { return }
            event.level = .debug
        }
        base.log(event: event)
    }
}
