import Foundation

/// A time on a landmark's clock, without a day or a zone: when its nights
/// open for booking ("7:00 a.m.").
public struct LocalTime: Sendable, Hashable, Comparable {
    /// 0 to 23.
    public let hour: Int
    /// 0 to 59.
    public let minute: Int

    /// Nil unless `hour` is 0 to 23 and `minute` 0 to 59.
    public init?(hour: Int, minute: Int) {
        guard (0..<24).contains(hour), (0..<60).contains(minute) else { return nil }
        self.hour = hour
        self.minute = minute
    }

    /// "7:00 a.m.", "12:30 p.m.", "12:00 a.m." for midnight.
    public var text: String {
        let twelve = hour % 12 == 0 ? 12 : hour % 12
        let padded = minute < 10 ? "0\(minute)" : "\(minute)"
        return "\(twelve):\(padded) \(hour < 12 ? "a.m." : "p.m.")"
    }

    /// An instant as clocks that follow `zone` show it, with the zone's
    /// short name: "7:00 a.m. PDT".
    public static func text(_ instant: Date, in zone: TimeZone) -> String {
        let seconds = Int(instant.timeIntervalSince1970.rounded(.down)) + zone.secondsFromGMT(for: instant)
        let minutes = ((seconds % 86_400 + 86_400) % 86_400) / 60
        let time = LocalTime(hour: minutes / 60, minute: minutes % 60)!
        // The zone's short name in American English ("PDT"): `abbreviation(for:)`
        // answers "GMT-7" on Linux.
        let style: NSTimeZone.NameStyle =
            zone.isDaylightSavingTime(for: instant) ? .shortDaylightSaving : .shortStandard
        let abbreviation =
            zone.localizedName(for: style, locale: Locale(identifier: "en_US")) ?? zone.abbreviation(for: instant)
            ?? DayText.zone(zone)
        return "\(time.text) \(abbreviation)"
    }

    /// The first instant on `day` where clocks follow `zone` at which they
    /// show this time or later: the time itself, or, on a day the clocks
    /// skip it, the end of the skipped hour; of a time shown twice, the first.
    public func instant(on day: Day, in zone: TimeZone) -> Date {
        let seconds = Double(day.daysSinceEpoch * 86_400 + (hour * 60 + minute) * 60)
        // The same clock reading under each offset the zone uses around that
        // day; the earliest that really shows it is the answer.
        let offsets = Set(
            [-1.0, 0, 1].map { shift in
                zone.secondsFromGMT(for: Date(timeIntervalSince1970: seconds + shift * 86_400))
            })
        let shown = offsets.map { Date(timeIntervalSince1970: seconds - Double($0)) }
            .filter { zone.secondsFromGMT(for: $0) == Int(seconds - $0.timeIntervalSince1970) }
        if let first = shown.min() { return first }
        // Skipped: the clocks jump forward over it, to the later offset; the
        // answer is the second that offset starts, found between two hours
        // before and after the reading under it.
        let later = offsets.max()!
        var low = Int(seconds) - later - 7_200
        var high = Int(seconds) - later + 7_200
        while high - low > 1 {
            let middle = (low + high) / 2
            if zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(middle))) == later {
                high = middle
            } else {
                low = middle
            }
        }
        return Date(timeIntervalSince1970: Double(high))
    }

    /// Earlier in the day.
    public static func < (lhs: LocalTime, rhs: LocalTime) -> Bool {
        (lhs.hour, lhs.minute) < (rhs.hour, rhs.minute)
    }
}
