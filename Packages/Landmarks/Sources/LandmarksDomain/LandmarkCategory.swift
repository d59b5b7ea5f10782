/// The kinds of landmark the app knows. The raw value is what URLs, the API and
/// the database store, so it never changes once published.
public enum LandmarkCategory: String, Sendable, CaseIterable, Comparable {
    /// A national park.
    case nationalPark = "national-park"
    /// A national monument.
    case monument
    /// A lake.
    case lake
    /// A mountain.
    case mountain
    /// A canyon.
    case canyon
    /// A waterfall.
    case waterfall
    /// A stretch of coast.
    case coast

    /// The category's name as pages show it ("National park").
    public var title: String {
        switch self {
        case .nationalPark: "National parks"
        case .monument: "Monuments"
        case .lake: "Lakes"
        case .mountain: "Mountains"
        case .canyon: "Canyons"
        case .waterfall: "Waterfalls"
        case .coast: "Coasts"
        }
    }

    /// What a campsite at such a landmark usually costs a night, in US cents:
    /// what a landmark stored before fees existed, or imported without one,
    /// is given.
    public var usualNightlyFee: Int {
        switch self {
        case .nationalPark: 3500
        case .monument: 2000
        case .lake: 2800
        case .mountain: 2500
        case .canyon: 3000
        case .waterfall: 2200
        case .coast: 3200
        }
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
