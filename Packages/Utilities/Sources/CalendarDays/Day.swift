import Foundation

/// A calendar day with no time and no time zone: a night is named by the day
/// it starts on, and features hand each other days as this type, never as
/// text (ADR 0112). Stored as days since 1970-01-01, so arithmetic and ordering
/// are plain integer arithmetic and no calendar object is needed.
public struct Day: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Days since 1970-01-01 (negative before it).
    public let daysSinceEpoch: Int

    /// The day `daysSinceEpoch` days after 1970-01-01.
    public init(daysSinceEpoch: Int) {
        self.daysSinceEpoch = daysSinceEpoch
    }

    /// Nil when the date does not exist (a 30 February, a month 13).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            (1...Month.daysIn(year: year, month: month)).contains(day)
        else { return nil }
        // Days from civil (proleptic Gregorian), counting years from March so
        // the leap day falls last.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        daysSinceEpoch = era * 146_097 + dayOfEra - 719_468
    }

    /// Parses `YYYY-MM-DD` exactly; anything else is nil.
    ///
    /// Read byte by byte: every search by dates reads two days, and reading
    /// them as characters cost more than answering from the counters.
    public init?(iso text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            let year = Self.number(bytes[0..<4]), let month = Self.number(bytes[5..<7]),
            let day = Self.number(bytes[8..<10])
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The number the ASCII digits spell; nil when any byte is not one.
    static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for byte in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    /// The day `date` falls on where the clocks follow `timeZone`: a night at
    /// a landmark is named by the landmark's own calendar, not the server's.
    public init(_ date: Date, in timeZone: TimeZone) {
        let local = date.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: date))
        daysSinceEpoch = Int((local / 86_400).rounded(.down))
    }

    /// The day's year, month (1 to 12) and day of the month.
    public var parts: (year: Int, month: Int, day: Int) {
        let z = daysSinceEpoch + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// The month the day is in.
    public var month: Month { Month(year: parts.year, month: parts.month)! }

    /// `YYYY-MM-DD`.
    public var iso: String {
        let (year, month, day) = parts
        return "\(Self.padded(year, 4))-\(Self.padded(month, 2))-\(Self.padded(day, 2))"
    }

    public var description: String { iso }

    /// Monday is 1, Sunday is 7 (ISO 8601). 1970-01-01 was a Thursday.
    public var weekday: Int {
        let fromMonday = ((daysSinceEpoch + 3) % 7 + 7) % 7
        return fromMonday + 1
    }

    /// The day `days` later (earlier when negative).
    public func adding(days: Int) -> Day { Day(daysSinceEpoch: daysSinceEpoch + days) }

    /// The same day of the month `months` later, or that month's last day when
    /// it is shorter (31 January plus one month is 28 or 29 February).
    public func adding(months: Int) -> Day {
        let (year, month, day) = parts
        let target = Month(year: year, month: month)!.adding(months)
        return Day(year: target.year, month: target.month, day: min(day, target.dayCount))!
    }

    public static func < (lhs: Day, rhs: Day) -> Bool { lhs.daysSinceEpoch < rhs.daysSinceEpoch }

    static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
