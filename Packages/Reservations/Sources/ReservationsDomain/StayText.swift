import CalendarDays

/// A stay as people write it: "Fri 5 Dec – Sun 7 Dec 2026, 2 nights" (days
/// themselves are `DayText`'s, the same on every feature's pages).
public enum StayText {
    /// A stay as "Fri 5 Dec – Sun 7 Dec 2026, 2 nights".
    public static func stay(_ stay: Stay) -> String {
        let nights = stay.nightCount == 1 ? "1 night" : "\(stay.nightCount) nights"
        return "\(DayText.range(from: stay.checkIn, to: stay.checkOut)), \(nights)"
    }
}
