/// One site on one night: what a stay holds, night by night.
public struct SiteNight: Sendable, Hashable {
    /// The site's number at its landmark (`A12`).
    public var siteNumber: String
    /// The night, by the day it starts on.
    public var night: Day

    /// `siteNumber` on `night`.
    public init(siteNumber: String, night: Day) {
        self.siteNumber = siteNumber
        self.night = night
    }
}
