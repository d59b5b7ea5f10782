/// What the feature that books campsites finds for a stay (ADR 0112): the
/// landmarks full for the party, and at each other landmark with campsites
/// what a night costs at the site the party would be given now, so the list
/// prices the stay as the booking's review will.
public struct StayFindings: Sendable, Hashable {
    /// The landmarks where the stay cannot be booked now: full on at least
    /// one night of it, or not yet open for booking.
    public var full: Set<Int>
    /// By landmark id: what a night of the stay costs there, in US cents.
    public var nightlyFees: [Int: Int]

    /// Findings of these values.
    public init(full: Set<Int>, nightlyFees: [Int: Int]) {
        self.full = full
        self.nightlyFees = nightlyFees
    }
}
