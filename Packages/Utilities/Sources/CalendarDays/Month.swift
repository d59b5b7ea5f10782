/// A calendar month of the proleptic Gregorian calendar, with no time zone.
public struct Month: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The year.
    public let year: Int
    /// The month of the year, 1 to 12.
    public let month: Int

    /// The month `month` (1 to 12) of `year`; nil outside them.
    public init?(year: Int, month: Int) {
        guard (1...9999).contains(year), (1...12).contains(month) else { return nil }
        self.year = year
        self.month = month
    }

    /// Parses `YYYY-MM` exactly.
    public init?(iso text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count == 7, bytes[4] == UInt8(ascii: "-"), let year = Day.number(bytes[0..<4]),
            let month = Day.number(bytes[5..<7])
        else { return nil }
        self.init(year: year, month: month)
    }

    /// `YYYY-MM`.
    public var iso: String { "\(Day.padded(year, 4))-\(Day.padded(month, 2))" }
    public var description: String { iso }

    /// Its first day.
    public var firstDay: Day { Day(year: year, month: month, day: 1)! }
    /// How many days it has.
    public var dayCount: Int { Self.daysIn(year: year, month: month) }
    /// Its days, in order.
    public var days: [Day] { (0..<dayCount).map { firstDay.adding(days: $0) } }

    /// "December 2026".
    public var title: String { "\(Self.names[month - 1]) \(year)" }

    /// The month `months` later (earlier when negative).
    public func adding(_ months: Int) -> Month {
        let index = year * 12 + (month - 1) + months
        return Month(year: index / 12, month: index % 12 + 1) ?? self
    }

    public static func < (lhs: Month, rhs: Month) -> Bool { (lhs.year, lhs.month) < (rhs.year, rhs.month) }

    static func daysIn(year: Int, month: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    private static let names = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]
}
