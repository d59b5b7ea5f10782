/// A landmark's sites by night: for each site the filter keeps, whether it
/// is free, taken or not open for booking on each night shown.
public struct SiteGrid: Sendable, Equatable {
    /// How a site stands on one night.
    public enum Cell: Sendable, Equatable {
        /// Free, and open for booking: a stay can start here tonight.
        case free
        /// A stay holds it.
        case taken
        /// Someone's hold keeps it while they confirm: taken, but it may
        /// free up within minutes.
        case held
        /// Past the booking window: nothing can be booked yet.
        case closed
    }

    /// One site and its nights, in the order of `nights`.
    public struct Row: Sendable, Equatable {
        /// The site.
        public var site: BookableSite
        /// How it stands on each night shown.
        public var cells: [Cell]
    }

    /// How many nights a grid shows: two weeks, narrow enough for a phone
    /// held upright to scroll through.
    public static let nightCount = 14

    /// The landmark.
    public var landmark: BookableLandmark
    /// What the grid shows of its sites.
    public var filter: SiteFilter
    /// Today at the landmark: the earliest night a grid starts on.
    public var today: Day
    /// The nights shown, in order.
    public var nights: [Day]
    /// The sites the filter keeps, in the landmark's order.
    public var rows: [Row]
    /// Where the two weeks before start; nil when these start today.
    public var earlier: Day?
    /// Where the two weeks after start; nil when they are all past the window.
    public var later: Day?
}
