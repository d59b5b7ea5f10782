/// An entry in the app's navigation: what the host asks every mounted feature
/// for, so a new feature shows up without anyone editing the layout.
public struct NavigationEntry: Sendable, Hashable {
    /// Who the entry is shown to. A page only a signed-in person can use
    /// ("My trips") is not offered to someone who would only be sent to log in.
    public enum Audience: Sendable, Hashable {
        /// Shown to every visitor.
        case everyone
        /// Shown only to a visitor who is signed in.
        case signedIn
    }

    /// The menu's words for the page.
    public var title: String
    /// Where the entry leads.
    public var location: Location
    /// Lower comes first; ties keep the order the host mounted them in.
    public var order: Int
    /// Who sees the entry.
    public var audience: Audience

    /// An entry titled `title` leading to `location`, placed by `order` (lower
    /// first) and shown to `audience`.
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
