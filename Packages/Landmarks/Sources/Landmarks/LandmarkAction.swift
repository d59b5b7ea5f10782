import Route

/// A titled link for a landmark's page, made from the landmark's id.
public struct LandmarkAction: Sendable {
    /// What the link says.
    public var title: String
    /// Where it goes, for a landmark's id.
    public var location: @Sendable (_ landmarkID: Int) -> Location

    /// A link titled `title` that goes to `location` of a landmark's id.
    public init(title: String, location: @escaping @Sendable (_ landmarkID: Int) -> Location) {
        self.title = title
        self.location = location
    }
}
