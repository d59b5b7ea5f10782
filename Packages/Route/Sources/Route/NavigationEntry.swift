/// An entry in the app's navigation: what the host asks every mounted feature
/// for, so a new feature shows up without anyone editing the layout.
public struct NavigationEntry: Sendable, Hashable {
    /// Who the entry is shown to. A page only a signed-in person can use
    /// ("My trips") is not offered to someone who would only be sent to log in.
    public enum Audience: Sendable, Hashable {
        case everyone
        case signedIn
    }

    public var title: String
    public var location: Location
    /// Lower comes first; ties keep the order the host mounted them in.
    public var order: Int
    public var audience: Audience

    public init(title: String, location: Location, order: Int = 100, audience: Audience = .everyone) {
        self.title = title
        self.location = location
        self.order = order
        self.audience = audience
    }

    /// Whether a request for `path` belongs under this entry, to mark it current.
    public func contains(path: String) -> Bool {
        path == location.path || path.hasPrefix(location.path == "/" ? "/\u{0}" : location.path + "/")
    }

    /// Whether the entry shows to a visitor who is (or is not) signed in.
    public func isShown(signedIn: Bool) -> Bool {
        audience == .everyone || signedIn
    }
}
