/// The site-nights taken at a landmark over some nights, and which of them a
/// hold keeps: a held one is taken like a booked one for every rule, but the
/// grid shows it apart, since it may free up within minutes (issue 48).
public struct TakenSiteNights: Sendable, Equatable {
    /// Every site-night a booking or an open hold keeps.
    public private(set) var all: Set<SiteNight>
    /// Those of `all` an open hold keeps.
    public private(set) var held: Set<SiteNight>

    /// `all` taken, `held` of them by holds (those not in `all` are added).
    public init(_ all: Set<SiteNight> = [], held: Set<SiteNight> = []) {
        self.all = all.union(held)
        self.held = held
    }

    /// Whether a booking or an open hold keeps the site on that night.
    public func contains(_ siteNight: SiteNight) -> Bool { all.contains(siteNight) }

    /// Whether an open hold (not a booking) keeps it.
    public func isHeld(_ siteNight: SiteNight) -> Bool { held.contains(siteNight) }

    /// The sites taken on some night.
    public var siteNumbers: Set<String> { Set(all.map(\.siteNumber)) }
}
