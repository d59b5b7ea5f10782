import Foundation

/// The cookies a browser keeps between requests, as far as a test needs:
/// what `Set-Cookie` sets, forgetting what it expires, and the `Cookie`
/// header to send back. Every test client that walks pages keeps one.
public struct CookieJar: Sendable, Equatable {
    /// The cookies kept, by name.
    public private(set) var cookies: [String: String] = [:]

    /// An empty jar.
    public init() {}

    /// The value of the cookie `name`, if kept.
    public subscript(name: String) -> String? {
        get { cookies[name] }
        set { cookies[name] = newValue }
    }

    /// Takes each `Set-Cookie` field: a cookie set, or forgotten when its
    /// value is empty or it carries `Max-Age=0`.
    public mutating func remember(setCookie fields: some Sequence<String>) {
        for field in fields {
            let (name, value) = Self.pair(field)
            guard !name.isEmpty else { continue }
            cookies[name] = value.isEmpty || field.contains("Max-Age=0") ? nil : value
        }
    }

    /// The `Cookie` header a browser sends; nil with no cookies.
    public var header: String? {
        cookies.isEmpty
            ? nil : cookies.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "; ")
    }

    /// Each field's name and value exactly as sent, an expiring one's empty
    /// value included: what a test about the server's cookies looks at.
    public static func sent(_ fields: some Sequence<String>) -> [String: String] {
        var sent: [String: String] = [:]
        for field in fields {
            let (name, value) = pair(field)
            sent[name] = value
        }
        return sent
    }

    private static func pair(_ field: String) -> (String, String) {
        let first = field.split(separator: ";", maxSplits: 1).first ?? ""
        let pair = first.split(separator: "=", maxSplits: 1)
        let name = pair.first.map { String($0).trimmingCharacters(in: .whitespaces) } ?? ""
        return (name, pair.count > 1 ? String(pair[1]) : "")
    }
}
