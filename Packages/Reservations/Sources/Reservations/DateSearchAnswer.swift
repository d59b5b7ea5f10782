/// What a search by dates finds, for the feature that lists landmarks: the
/// landmarks where no site takes the party on every night, and at every
/// other landmark with campsites what a night costs at the site the party
/// would be given now, the price its booking form's review then shows.
public struct DateSearchAnswer: Sendable, Hashable {
    /// The landmarks full for the party on some night.
    public var full: Set<Int>
    /// By landmark id: the nightly fee, in US cents, of the site the party
    /// would be given.
    public var nightlyFees: [Int: Int]

    /// An answer of these values.
    public init(full: Set<Int>, nightlyFees: [Int: Int]) {
        self.full = full
        self.nightlyFees = nightlyFees
    }
}
