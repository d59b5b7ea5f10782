/// What one account may hold at once, so that nobody takes a landmark's
/// campsites for themselves: one stay at a time at each landmark, and a cap on
/// the stays that have not ended yet, across every landmark.
///
/// The store checks both inside the booking's transaction, after it has made
/// the owner's other bookings wait, so requests sent together cannot all pass.
public struct BookingLimits: Sendable, Equatable {
    /// Confirmed stays whose check-out is after today, the new one included.
    public var upcomingStays: Int

    /// Limits with at most `upcomingStays` stays not yet ended per account.
    public init(upcomingStays: Int) {
        self.upcomingStays = upcomingStays
    }

    /// Six: a person's trips for the months ahead, not a landmark's season.
    public static let standard = BookingLimits(upcomingStays: 6)

    /// The limits as the booking form and the API state them.
    public var summary: String {
        "One stay at a time at each landmark, and up to \(Self.stays(upcomingStays)) in all."
    }

    static func stays(_ count: Int) -> String {
        count == 1 ? "1 upcoming stay" : "\(count) upcoming stays"
    }
}
