import Foundation

/// Days as people read them, the same on every page of every feature: "Fri 5
/// Dec 2026", several nights as "Fri 5 Dec and Sat 6 Dec 2026", and a time
/// zone by its name ("Pacific Time"), never as programs write them.
public enum DayText {
    static let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// A day as "Fri 5 Dec 2026" (without the year when `withYear` is false).
    public static func day(_ day: Day, withYear: Bool = true) -> String {
        let parts = day.parts
        let text = "\(weekdays[day.weekday - 1]) \(parts.day) \(months[parts.month - 1])"
        return withYear ? "\(text) \(parts.year)" : text
    }

    /// Days as "Fri 5 Dec 2026", "Fri 5 Dec and Sat 6 Dec 2026" or "Fri 5
    /// Dec, Sat 6 Dec and Mon 8 Dec 2026" (the year once when all share it).
    public static func days(_ days: [Day]) -> String {
        guard let last = days.last else { return "" }
        let sameYear = days.allSatisfy { $0.parts.year == last.parts.year }
        let named = days.dropLast().map { day($0, withYear: !sameYear) } + [day(last)]
        guard named.count > 1 else { return named[0] }
        return named.dropLast().joined(separator: ", ") + " and " + named[named.count - 1]
    }

    /// From one day to another as "Fri 5 Dec – Sun 7 Dec 2026" (the year once
    /// when both share it).
    public static func range(from first: Day, to last: Day) -> String {
        "\(day(first, withYear: first.parts.year != last.parts.year)) – \(day(last))"
    }

    /// A time zone by the name people in it use ("Pacific Time", "Mountain
    /// Standard Time" where clocks do not change), else "local time".
    public static func zone(_ timeZone: TimeZone) -> String {
        timeZone.localizedName(for: .generic, locale: Locale(identifier: "en_US")) ?? "local time"
    }
}
