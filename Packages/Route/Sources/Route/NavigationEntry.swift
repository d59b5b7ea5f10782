/// A feature's entry in the app's navigation: what the host asks every mounted
/// feature for, so a new feature shows up without anyone editing the layout.
public struct NavigationEntry: Sendable, Hashable {
    public var title: String
    public var location: Location
    /// Lower comes first; ties keep the order the host mounted them in.
    public var order: Int

    public init(title: String, location: Location, order: Int = 100) {
        self.title = title
        self.location = location
        self.order = order
    }

    /// Whether a request for `path` belongs under this entry, to mark it current.
    public func contains(path: String) -> Bool {
        path == location.path || path.hasPrefix(location.path == "/" ? "/\u{0}" : location.path + "/")
    }
}
