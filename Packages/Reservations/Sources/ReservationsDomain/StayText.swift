/// Dates as people write them: "Fri 5 Dec 2026", and a stay as "Fri 5 Dec –
/// Sun 7 Dec 2026, 2 nights" (the year once when both days share it).
public enum StayText {
    static let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// A day as "Fri 5 Dec 2026" (without the year when `withYear` is false).
    public static func day(_ day: Day, withYear: Bool = true) -> String {
        let parts = day.parts
        let text = "\(weekdays[day.weekday - 1]) \(parts.day) \(months[parts.month - 1])"
        return withYear ? "\(text) \(parts.year)" : text
    }

    /// Nights as "Fri 5 Dec 2026", "Fri 5 Dec and Sat 6 Dec 2026" or "Fri 5
    /// Dec, Sat 6 Dec and Mon 8 Dec 2026" (the year once when all share it).
    public static func days(_ days: [Day]) -> String {
        guard let last = days.last else { return "" }
        let sameYear = days.allSatisfy { $0.parts.year == last.parts.year }
        let named = days.dropLast().map { day($0, withYear: !sameYear) } + [day(last)]
        guard named.count > 1 else { return named[0] }
        return named.dropLast().joined(separator: ", ") + " and " + named[named.count - 1]
    }

    /// A stay as "Fri 5 Dec – Sun 7 Dec 2026, 2 nights".
    public static func stay(_ stay: Stay) -> String {
        let sameYear = stay.checkIn.parts.year == stay.checkOut.parts.year
        let nights = stay.nightCount == 1 ? "1 night" : "\(stay.nightCount) nights"
        return "\(day(stay.checkIn, withYear: !sameYear)) – \(day(stay.checkOut)), \(nights)"
    }
}
