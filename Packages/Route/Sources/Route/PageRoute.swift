/// A page of the app as a value: it renders to a `Location` and parses back.
///
/// Each feature declares its pages as one type conforming to this, so no page
/// builds a URL string by hand and every link can be checked by a round trip.
public protocol PageRoute: Sendable, Equatable {
    var location: Location { get }
    init?(location: Location)
}

extension PageRoute {
    public var href: String { location.href }
}
