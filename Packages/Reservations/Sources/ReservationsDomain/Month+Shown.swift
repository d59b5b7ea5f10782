import CalendarDays

/// The months the availability page and endpoint may show.
extension Month {
    /// The years availability is shown for, and `YYYY-MM` in them as a
    /// pattern (ECMAScript, as JSON Schema reads it): the API's contract
    /// states the one the server checks with the other.
    public static let shownYears = 2000...2100
    /// `YYYY-MM` in `shownYears`, as a pattern.
    public static let shownPattern = "^(20[0-9]{2}|2100)-(0[1-9]|1[0-2])$"
}
