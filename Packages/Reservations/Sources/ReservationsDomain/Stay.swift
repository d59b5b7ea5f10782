/// The nights of a booking: from check-in to the morning of check-out.
public struct Stay: Sendable, Hashable {
    /// The night of arriving.
    public let checkIn: Day
    /// The morning of leaving.
    public let checkOut: Day

    /// Only for ranges already known to be valid (from storage, or from
    /// `BookingRules`); check-out is after check-in.
    public init(checkIn: Day, checkOut: Day) {
        precondition(checkOut > checkIn, "a stay has at least one night")
        self.checkIn = checkIn
        self.checkOut = checkOut
    }

    /// Every night, in order: each named by the day it starts on.
    public var nights: [Day] {
        (checkIn.daysSinceEpoch..<checkOut.daysSinceEpoch).map(Day.init(daysSinceEpoch:))
    }

    /// How many nights the stay has.
    public var nightCount: Int { checkOut.daysSinceEpoch - checkIn.daysSinceEpoch }
}
