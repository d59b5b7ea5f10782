import LandmarksDomain

/// One numbered campsite as a screen lists it: the site, and what a night
/// there costs now.
public struct SiteListing: Sendable, Equatable {
    /// The site: its number, kind, size and whether it is accessible.
    public var site: Campsite
    /// What a night at it costs, in US cents.
    public var nightlyFee: Int

    /// A listing of these values.
    public init(site: Campsite, nightlyFee: Int) {
        self.site = site
        self.nightlyFee = nightlyFee
    }
}
