/// Who is looking at a page, as far as the frame around it cares: a name to
/// show (nil when nobody is signed in) and the token the log-out form posts.
public struct PageVisitor: Sendable, Equatable {
    public var name: String?
    public var csrfToken: String

    public init(name: String?, csrfToken: String) {
        self.name = name
        self.csrfToken = csrfToken
    }

    public static let anonymous = PageVisitor(name: nil, csrfToken: "")
}
