import Foundation

/// When a mail the server did not take is tried again: after 30 s, then
/// twice as long each time up to an hour between tries, and never after it
/// has waited two days (the mail is then marked failed, as a mail server
/// gives up on a message it cannot deliver).
public struct RetrySchedule: Sendable, Equatable {
    /// The wait after the first failed try.
    public var first: TimeInterval
    /// The longest wait between two tries.
    public var longest: TimeInterval
    /// How long after it was written a mail is still tried.
    public var giveUpAfter: TimeInterval

    /// The standard schedule: 30 s, doubling to an hour, for two days.
    public static let standard = RetrySchedule(first: 30, longest: 3_600, giveUpAfter: 2 * 86_400)

    /// A schedule with these bounds.
    public init(first: TimeInterval, longest: TimeInterval, giveUpAfter: TimeInterval) {
        self.first = first
        self.longest = longest
        self.giveUpAfter = giveUpAfter
    }

    /// When to try again after `attempts` failed tries of a mail written at
    /// `createdAt`; nil when it is time to give up.
    public func nextAttempt(after attempts: Int, createdAt: Date, now: Date) -> Date? {
        let doublings = Double(min(max(attempts - 1, 0), 30))
        let wait = min(first * pow(2, doublings), longest)
        let next = now.addingTimeInterval(wait)
        return next.timeIntervalSince(createdAt) > giveUpAfter ? nil : next
    }
}
