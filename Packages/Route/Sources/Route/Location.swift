/// A path and its query: what a link points to inside this app.
///
/// It only ever holds a path of our own (it starts with a single `/`), which is
/// what makes it safe to redirect to.
public struct Location: Sendable, Hashable, CustomStringConvertible {
    /// The path, starting with a single `/`.
    public var path: String
    /// The query's items, in order.
    public var query: [QueryItem]

    /// One `name=value` pair of a query.
    public struct QueryItem: Sendable, Hashable {
        /// The item's name, decoded.
        public var name: String
        /// The item's value, decoded; empty for a bare name.
        public var value: String
        /// An item named `name` with `value`.
        public init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    /// A location at `path` (ours: it must start with a single `/`) with `query`.
    public init(path: String, query: [QueryItem] = []) {
        self.path = path
        self.query = query
    }

    /// Parses a relative reference such as `/landmarks?category=lake`. Anything that
    /// could leave this site (a scheme, `//host`, a backslash) is refused.
    public init?(href: String) {
        guard href.hasPrefix("/"), !href.hasPrefix("//"), !href.contains("\\"),
            !href.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
        else { return nil }
        let withoutFragment = href.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
        let parts = withoutFragment.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        path = String(parts[0])
        query = parts.count > 1 ? Self.parseQuery(parts[1]) : []
    }

    /// The items of a raw query (what follows `?`), decoded; an item without a name is dropped.
    public static func parseQuery(_ raw: Substring) -> [QueryItem] {
        raw.split(separator: "&").compactMap { pair in
            let nameAndValue = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = PercentEncoding.decodeQueryComponent(nameAndValue[0])
            guard !name.isEmpty else { return nil }
            let value = nameAndValue.count > 1 ? PercentEncoding.decodeQueryComponent(nameAndValue[1]) : ""
            return QueryItem(name, value)
        }
    }

    /// The first value of a query parameter.
    public func value(of name: String) -> String? {
        query.first { $0.name == name }?.value
    }

    /// The reference to put in an `href` or a `Location` header: the path
    /// percent-encoded where it must be (a space, a quote, non-ASCII), so a
    /// `returnTo` someone typed can never break the header it goes into.
    public var href: String {
        let path = PercentEncoding.encodePath(path)
        guard !query.isEmpty else { return path }
        let encoded = query.map {
            PercentEncoding.encodeQueryComponent($0.name) + "=" + PercentEncoding.encodeQueryComponent($0.value)
        }
        return path + "?" + encoded.joined(separator: "&")
    }

    public var description: String { href }
}
