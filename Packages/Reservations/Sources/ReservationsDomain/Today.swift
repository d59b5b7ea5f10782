import Foundation

/// What day it is at a landmark. A visitor in California at 9 in the evening
/// books tonight there, although it is already tomorrow in UTC: every rule
/// about "today" (the earliest check-in, the cancel cut-off, which nights are
/// past) asks the landmark's own calendar.
public struct Today: Sendable {
    /// The clock it reads.
    public let now: @Sendable () -> Date

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
    /// The last night open for booking now at `landmark`, by its window and
    /// its clock.
    public func lastOpenNight(at landmark: BookableLandmark) -> Day {
        landmark.window.lastOpenNight(at: now(), in: landmark.timeZone)
    }

    /// How far booking is open at `landmark` now, and when the next nights
    /// open, as the form says it.
    public func openingSummary(at landmark: BookableLandmark) -> String {
        let last = lastOpenNight(at: landmark)
        let next = landmark.window.opening(of: last.adding(days: 1), in: landmark.timeZone)
        return "Nights here are open for booking up to \(DayText.day(last)); later ones open from"
            + " \(BookingWindow.text(next, in: landmark.timeZone))."
    }

    /// When `stay` can be booked at `landmark`: nil when it can now, else
    /// the instant its last night opens.
    public func opening(of stay: Stay, at landmark: BookableLandmark) -> Date? {
        let lastNight = stay.checkOut.adding(days: -1)
        let now = now()
        if landmark.window.isOpen(lastNight, at: now, in: landmark.timeZone) { return nil }
        return landmark.window.opening(of: lastNight, in: landmark.timeZone)
    }

    /// The earliest day it is anywhere now (UTC−12 is at most a day behind
    /// UTC): what a store asks with when it holds rows of many landmarks, each
    /// judged later by its own calendar.
    public var earliestAnywhere: Day { at(.gmt).adding(days: -1) }
}
