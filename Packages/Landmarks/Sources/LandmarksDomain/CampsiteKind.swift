/// What a campsite is for: a closed set, as campgrounds sort their sites.
public enum CampsiteKind: String, CaseIterable, Sendable, Codable {
    /// A pad for tents, with a parking spot beside it.
    case tent
    /// A pull-through or back-in site long enough for a motorhome or trailer.
    case rv
    /// One large site for a party, with room for several tents and cars.
    case group
    /// Reached on foot from a shared car park: nobody parks at the site.
    case walkIn = "walk-in"

    /// Its name on a page.
    public var title: String {
        switch self {
        case .tent: "Tent"
        case .rv: "RV"
        case .group: "Group"
        case .walkIn: "Walk-in"
        }
    }
}
