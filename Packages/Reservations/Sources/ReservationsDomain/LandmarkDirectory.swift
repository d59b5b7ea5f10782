import Foundation

/// What Reservations needs to know about a landmark. It comes from the host,
/// which asks the Landmarks feature; Reservations never imports it (ADR 0099).
public protocol LandmarkDirectory: Sendable {
    func landmark(id: Int) async throws -> BookableLandmark?
}

/// A landmark as far as booking is concerned.
public struct BookableLandmark: Sendable, Equatable {
    public var id: Int
    public var name: String
    public var campsites: Int
    /// Its page, for links back to it.
    public var href: String
    /// Where its clocks are: its nights, "today" and the cancel cut-off follow it.
    public var timeZone: TimeZone
    /// What one campsite costs a night now, in US cents.
    public var nightlyFee: Int

    public init(id: Int, name: String, campsites: Int, href: String, timeZone: TimeZone, nightlyFee: Int = 0) {
        self.id = id
        self.name = name
        self.campsites = campsites
        self.href = href
        self.timeZone = timeZone
        self.nightlyFee = nightlyFee
    }
}
