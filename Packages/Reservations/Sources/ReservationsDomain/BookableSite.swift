/// One numbered campsite of a landmark as far as booking goes: the values
/// the Landmarks feature keeps (ADR 0139), told through the host's edge, so
/// Reservations decides who fits where without importing it.
public struct BookableSite: Sendable, Equatable {
    /// The number people read out, such as `A12`.
    public var number: String
    /// Tent, RV, group or walk-in, as the catalogue names it (`tent`, `rv`,
    /// `group`, `walk-in`).
    public var kind: String
    /// The most people it takes.
    public var maxPeople: Int
    /// The most vehicles it takes (none at a walk-in site).
    public var maxVehicles: Int
    /// Whether it is built for people who need an accessible site: held back
    /// for them until every other fitting site is taken.
    public var accessible: Bool
    /// What a night at it costs now, in US cents: its landmark's fee for its
    /// kind. Nil where only the landmark's one fee is known: that fee.
    public var nightlyFee: Int?

    /// A site with these values.
    public init(
        number: String, kind: String, maxPeople: Int, maxVehicles: Int, accessible: Bool, nightlyFee: Int? = nil
    ) {
        self.number = number
        self.kind = kind
        self.maxPeople = maxPeople
        self.maxVehicles = maxVehicles
        self.accessible = accessible
        self.nightlyFee = nightlyFee
    }

    /// Whether a party of `guests` with `vehicles` fits.
    public func fits(guests: Int, vehicles: Int) -> Bool {
        guests <= maxPeople && vehicles <= maxVehicles
    }

    /// `count` tent sites numbered 1, 2, ... for eight people (what every
    /// campsite took before sites had sizes) and any vehicles the rules
    /// allow, none accessible: what a landmark known only by its campsite
    /// count offers (examples and tests of other rules).
    public static func interchangeable(count: Int) -> [BookableSite] {
        guard count > 0 else { return [] }
        return (1...count).map {
            BookableSite(
                number: "\($0)", kind: "tent", maxPeople: 8,
                maxVehicles: BookingRules.vehicles.upperBound, accessible: false)
        }
    }
}
