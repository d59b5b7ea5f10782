/// When a landmark's nights open, as an import file writes it:
/// `{"monthsAhead": 5, "releaseDay": 15, "opensAt": "07:00"}` for a month
/// released on the 15th five months ahead at 7 a.m., or `{"monthsAhead": 6}`
/// for nights opening one by one six months ahead at the usual 10:00.
package struct CatalogueWindow: Sendable, Equatable, Codable {
    /// Months ahead, 1 to 12; left out, six.
    package var monthsAhead: Int?
    /// The day of the month a whole month opens on; left out, nights open
    /// one by one.
    package var releaseDay: Int?
    /// The landmark's local time nights open at, `HH:MM`; left out, 10:00.
    package var opensAt: String?

    package init(monthsAhead: Int? = nil, releaseDay: Int? = nil, opensAt: String? = nil) {
        self.monthsAhead = monthsAhead
        self.releaseDay = releaseDay
        self.opensAt = opensAt
    }
}
