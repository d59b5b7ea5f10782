/// One numbered campsite as another feature may know it: plain values, so
/// nothing of Landmarks' domain leaks out (ADR 0112, ADR 0139).
public struct SiteFacts: Sendable, Equatable {
    /// The number people read out, such as `A12`.
    public var number: String
    /// `tent`, `rv`, `group` or `walk-in`.
    public var kind: String
    /// The most people it takes.
    public var maxPeople: Int
    /// The most vehicles it takes.
    public var maxVehicles: Int
    /// Whether it is built for people who need an accessible site.
    public var accessible: Bool
    /// What a night at it costs now, in US cents: its landmark's fee for its kind.
    public var nightlyFee: Int

    /// A site with these values.
    public init(number: String, kind: String, maxPeople: Int, maxVehicles: Int, accessible: Bool, nightlyFee: Int) {
        self.number = number
        self.kind = kind
        self.maxPeople = maxPeople
        self.maxVehicles = maxVehicles
        self.accessible = accessible
        self.nightlyFee = nightlyFee
    }
}
