/// What a night costs at each kind of site of one landmark, in US cents: a
/// landmark sets its own, as campgrounds price a group site above a tent pad.
public struct SiteFees: Sendable, Hashable {
    /// A tent site: the landmark's `nightlyFee`, the price its lists show.
    public var tent: Int
    /// An RV site.
    public var rv: Int
    /// A group site.
    public var group: Int
    /// A walk-in site.
    public var walkIn: Int

    /// These fees.
    public init(tent: Int, rv: Int, group: Int, walkIn: Int) {
        self.tent = tent
        self.rv = rv
        self.group = group
        self.walkIn = walkIn
    }

    /// What a landmark charges when it names only its tent fee: an RV site
    /// half as much again, a group site three times, a walk-in site a fifth
    /// less, each in whole dollars (rounded down), as public campgrounds
    /// price them. `AddSiteFees` gives stored landmarks the same.
    public static func usual(tent: Int) -> SiteFees {
        func dollars(_ cents: Int) -> Int { cents / 100 * 100 }
        return SiteFees(tent: tent, rv: dollars(tent * 3 / 2), group: dollars(tent * 3), walkIn: dollars(tent * 4 / 5))
    }

    /// The fee of a site of `kind`.
    public subscript(kind: CampsiteKind) -> Int {
        get {
            switch kind {
            case .tent: tent
            case .rv: rv
            case .group: group
            case .walkIn: walkIn
            }
        }
        set {
            switch kind {
            case .tent: tent = newValue
            case .rv: rv = newValue
            case .group: group = newValue
            case .walkIn: walkIn = newValue
            }
        }
    }
}
