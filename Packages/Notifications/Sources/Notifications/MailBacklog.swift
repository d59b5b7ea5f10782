import Foundation
import Synchronization

/// How much mail waited at the last delivery round, kept in memory so that
/// `/readyz` can say mail is late without asking the database on a probe.
final class MailBacklog: Sendable {
    /// A mail waiting longer than this is late: a normal one waits a second or two.
    static let lateAfter: TimeInterval = 60

    private let last = Mutex<(count: Int, oldest: Date?)>((0, nil))

    func record(count: Int, oldest: Date?) {
        last.withLock { $0 = (count, oldest) }
    }

    /// "mail is delayed: …" when the oldest waiting mail is late at `now`; nil otherwise.
    func note(now: Date) -> String? {
        let (count, oldest) = last.withLock { $0 }
        guard count > 0, let oldest, now.timeIntervalSince(oldest) > Self.lateAfter else { return nil }
        let minutes = Int(now.timeIntervalSince(oldest) / 60)
        return "mail is delayed: \(count) waiting, the oldest written \(minutes) min ago; it is kept and tried again"
    }
}
