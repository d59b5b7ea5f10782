import Route

/// A titled link for a landmark's page, made from the landmark's id.
public struct LandmarkAction: Sendable {
    /// What the link says.
    public var title: String
    /// Where it goes, for a landmark's id.
    public var location: @Sendable (_ landmarkID: Int) -> Location
    /// Whether it is about camping there (booking, availability): not shown
    /// on the page of a landmark where nobody camps.
    public var forCampers: Bool

    /// A link titled `title` that goes to `location` of a landmark's id,
    /// about camping there when `forCampers`.
    public init(
        title: String, forCampers: Bool = false, location: @escaping @Sendable (_ landmarkID: Int) -> Location
    ) {
        self.title = title
        self.forCampers = forCampers
        self.location = location
    }
}
