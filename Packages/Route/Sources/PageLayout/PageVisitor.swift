/// Who is looking at a page, as far as the frame around it cares: a name to
/// show (nil when nobody is signed in) and the token the log-out form posts.
public struct PageVisitor: Sendable, Equatable {
    /// The signed-in person's name; nil for someone not signed in.
    public var name: String?
    /// The form token every form on the page carries.
    public var csrfToken: String

    /// A visitor called `name` (nil: not signed in) whose forms carry `csrfToken`.
    public init(name: String?, csrfToken: String) {
        self.name = name
        self.csrfToken = csrfToken
    }

    /// Nobody signed in, with no form token: for pages made outside a request.
    public static let anonymous = PageVisitor(name: nil, csrfToken: "")
}
