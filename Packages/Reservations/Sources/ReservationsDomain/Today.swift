import Foundation

/// What day it is at a landmark. A visitor in California at 9 in the evening
/// books tonight there, although it is already tomorrow in UTC: every rule
/// about "today" (the earliest check-in, the cancel cut-off, which nights are
/// past) asks the landmark's own calendar.
public struct Today: Sendable {
    let now: @Sendable () -> Date

    /// Today by the clock `now`.
    public init(now: @escaping @Sendable () -> Date) {
        self.now = now
    }

    /// Today in `timeZone`.
    public func at(_ timeZone: TimeZone) -> Day {
        Day(now(), in: timeZone)
    }

    /// At a landmark the directory no longer knows (removed by an import),
    /// UTC: its reservations are still shown and judged the same everywhere.
    public func at(_ landmark: BookableLandmark?) -> Day {
        at(landmark?.timeZone ?? .gmt)
    }
}

extension Today {
    /// The earliest day it is anywhere now (UTC−12 is at most a day behind
    /// UTC): what a store asks with when it holds rows of many landmarks, each
    /// judged later by its own calendar.
    public var earliestAnywhere: Day { at(.gmt).adding(days: -1) }
}
