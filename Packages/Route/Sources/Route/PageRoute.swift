/// A page of the app as a value: it renders to a `Location` and parses back.
///
/// Each feature declares its pages as one type conforming to this, so no page
/// builds a URL string by hand and every link can be checked by a round trip.
public protocol PageRoute: Sendable, Equatable {
    /// Where the page is, with its query.
    var location: Location { get }
    /// The page a location names, or nil when it names none of these pages.
    init?(location: Location)
}

extension PageRoute {
    /// The page's address as a link's `href`.
    public var href: String { location.href }
}
