/// When a landmark's nights open for booking, as its catalogue entry says
/// (issue 48): each night `monthsAhead` months before it (rolling), or every
/// night of a month together on `releaseDay` of the month `monthsAhead`
/// before (a release, as Yosemite's on the 15th), at `minuteOfDay` by the
/// landmark's clock. What that means for a booking is Reservations' rule;
/// Landmarks keeps the values and refuses ones no booking office would set.
public struct BookingOpening: Sendable, Hashable {
    /// How many months before a night (or its month) it opens: 1 to 12.
    public var monthsAhead: Int
    /// The day of the month a whole month opens on (1 to 31, the month's
    /// last day when it has fewer); nil when nights open one by one.
    public var releaseDay: Int?
    /// Minutes after local midnight at which nights open: 0 to 1,439.
    public var minuteOfDay: Int

    /// Six months ahead, night by night, at 10 a.m.: recreation.gov's rule
    /// for most campgrounds, and every landmark's unless its entry says.
    public static let standard = BookingOpening(monthsAhead: 6, releaseDay: nil, minuteOfDay: 600)

    /// An opening of these values; `problems` says whether they are sound.
    public init(monthsAhead: Int, releaseDay: Int?, minuteOfDay: Int) {
        self.monthsAhead = monthsAhead
        self.releaseDay = releaseDay
        self.minuteOfDay = minuteOfDay
    }

    /// What is wrong with these values, in words for an operator; empty
    /// when nothing is.
    public var problems: [String] {
        var wrong: [String] = []
        if !(1...12).contains(monthsAhead) {
            wrong.append("bookingWindow.monthsAhead must be from 1 to 12, not \(monthsAhead)")
        }
        if let releaseDay, !(1...31).contains(releaseDay) {
            wrong.append("bookingWindow.releaseDay must be from 1 to 31, not \(releaseDay)")
        }
        if !(0..<1_440).contains(minuteOfDay) {
            wrong.append("bookingWindow.opensAt must be a time of day, such as 07:00")
        }
        return wrong
    }

    /// `HH:MM` as a minute of the day; nil for anything else.
    public static func minuteOfDay(_ text: String) -> Int? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ $0.count == 2 && $0.allSatisfy { ("0"..."9").contains($0) } }),
            let hour = Int(parts[0]), let minute = Int(parts[1]), (0..<24).contains(hour), (0..<60).contains(minute)
        else { return nil }
        return hour * 60 + minute
    }
}
