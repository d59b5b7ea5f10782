/// A landmark where people can camp, and how far it is from one where they
/// cannot: what a landmark without campsites points to instead.
public struct CampingNearby: Sendable, Equatable {
    /// The landmark with campsites.
    public var landmark: Landmark
    /// Kilometres from the landmark without campsites, along the Earth's surface.
    public var kilometres: Double

    /// `landmark`, `kilometres` away.
    public init(landmark: Landmark, kilometres: Double) {
        self.landmark = landmark
        self.kilometres = kilometres
    }
}
