import Foundation

/// When a landmark's nights open for booking (issue 48), by the landmark's
/// own clock: recreation.gov opens most campsites six months ahead, night by
/// night, at 10 a.m.; Yosemite releases a whole month at once on the 15th at
/// 7 a.m. Pacific. The rule names a local time; the instant it is on a given
/// day is the zone's business, daylight saving included.
public enum BookingWindow: Sendable, Hashable {
    /// Each night opens `monthsAhead` months before it, at `time` on that
    /// day (a night on the 31st of a month whose counterpart is shorter
    /// opens on that month's last day, with the nights before it).
    case rolling(monthsAhead: Int, at: LocalTime)
    /// Every night of a month opens together: on `day` of the month
    /// `monthsAhead` months before it, at `time` (a `day` past the end of
    /// that month means its last day).
    case release(monthsAhead: Int, day: Int, at: LocalTime)

    /// Six months ahead, night by night, at 10 a.m.: recreation.gov's rule
    /// for most campgrounds.
    public static let standard = BookingWindow.rolling(monthsAhead: 6, at: LocalTime(hour: 10, minute: 0)!)

    /// A window as the catalogue keeps one: a release on `releaseDay` of the
    /// month, or rolling when it is nil. Values no window can have (the
    /// catalogue refuses them) give `standard`, never a window open forever.
    public init(monthsAhead: Int, releaseDay: Int?, hour: Int, minute: Int) {
        guard (1...12).contains(monthsAhead), let time = LocalTime(hour: hour, minute: minute) else {
            self = .standard
            return
        }
        if let releaseDay {
            self = .release(monthsAhead: monthsAhead, day: releaseDay, at: time)
        } else {
            self = .rolling(monthsAhead: monthsAhead, at: time)
        }
    }

    /// The day, at the landmark, on which `night` opens.
    public func openingDay(of night: Day) -> Day {
        switch self {
        case .rolling(let monthsAhead, _):
            return night.adding(months: -monthsAhead)
        case .release(let monthsAhead, let day, _):
            let month = night.month.adding(-monthsAhead)
            return month.firstDay.adding(days: min(max(day, 1), month.dayCount) - 1)
        }
    }

    /// The local time the rule opens nights at.
    public var time: LocalTime {
        switch self {
        case .rolling(_, let time), .release(_, _, let time): time
        }
    }

    /// The instant `night` opens at a landmark whose clocks follow `zone`.
    /// A time the clocks skip that day (2:30 when they spring from 2:00 to
    /// 3:00) opens at the first instant after it (3:00); a time they pass
    /// twice (1:30 when they fall back) opens at the first of the two.
    public func opening(of night: Day, in zone: TimeZone) -> Date {
        time.instant(on: openingDay(of: night), in: zone)
    }

    /// Whether `night` is open for booking at `now`.
    public func isOpen(_ night: Day, at now: Date, in zone: TimeZone) -> Bool {
        // Only a night that opens today needs the instant; the zone's rules
        // (ICU on Linux) are the costly part of asking, and every booking,
        // calendar and date search asks.
        let openingDay = openingDay(of: night)
        let today = Day(now, in: zone)
        if openingDay != today { return openingDay < today }
        return now >= time.instant(on: today, in: zone)
    }

    /// The last night open for booking at `now`: every night from today to it
    /// is open (a window only ever opens later nights later), none after it.
    public func lastOpenNight(at now: Date, in zone: TimeZone) -> Day {
        // Opening days never go backwards as nights go forwards, so the answer
        // is the last night whose opening day is the last day already opened:
        // today once its opening time has passed, else yesterday.
        let today = Day(now, in: zone)
        let opened = now >= time.instant(on: today, in: zone) ? today : today.adding(days: -1)
        let (_, _, dayOfMonth) = opened.parts
        let month = opened.month
        switch self {
        case .rolling(let monthsAhead, _):
            // The nights of the month `monthsAhead` later open day for day;
            // those past a shorter month's end open on its last day.
            let target = month.adding(monthsAhead)
            let lastDay = dayOfMonth == month.dayCount ? target.dayCount : min(dayOfMonth, target.dayCount)
            return target.firstDay.adding(days: lastDay - 1)
        case .release(let monthsAhead, let day, _):
            let releaseDay = min(max(day, 1), month.dayCount)
            let target = month.adding(dayOfMonth >= releaseDay ? monthsAhead : monthsAhead - 1)
            return target.firstDay.adding(days: target.dayCount - 1)
        }
    }

    /// An opening as people read it, in the landmark's time: "Tue 15 Jun
    /// 2027 at 7:00 a.m. PDT".
    public static func text(_ opening: Date, in zone: TimeZone) -> String {
        "\(DayText.day(Day(opening, in: zone))) at \(LocalTime.text(opening, in: zone))"
    }
}
