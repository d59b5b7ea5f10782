import CalendarDays

/// The stay a search by dates asks about, as Landmarks read it from the query.
public struct StayQuery: Sendable, Hashable {
    /// The night of arriving.
    public var checkIn: Day
    /// The morning of leaving.
    public var checkOut: Day
    /// How many people stay.
    public var guests: Int

    /// A stay from `checkIn` to the morning of `checkOut` for `guests` people.
    public init(checkIn: Day, checkOut: Day, guests: Int) {
        self.checkIn = checkIn
        self.checkOut = checkOut
        self.guests = guests
    }

    /// How many nights it has.
    public var nights: Int { checkOut.daysSinceEpoch - checkIn.daysSinceEpoch }
}
