/// When a landmark's nights open for booking, as another feature may know
/// it: plain values, so nothing of Landmarks' domain leaks out (ADR 0112).
public struct OpeningFacts: Sendable, Equatable {
    /// How many months before a night (or its month) it opens.
    public var monthsAhead: Int
    /// The day of the month a whole month opens on; nil when nights open
    /// one by one.
    public var releaseDay: Int?
    /// The hour and minute, by the landmark's clock, nights open at.
    public var hour: Int
    /// See `hour`.
    public var minute: Int

    /// Facts of these values.
    public init(monthsAhead: Int, releaseDay: Int?, hour: Int, minute: Int) {
        self.monthsAhead = monthsAhead
        self.releaseDay = releaseDay
        self.hour = hour
        self.minute = minute
    }
}
