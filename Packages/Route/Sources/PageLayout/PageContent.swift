/// What a feature hands the layout: a title and the HTML of the page's main part,
/// already rendered (and escaped) by the feature's own template.
public struct PageContent: Sendable {
    public var title: String
    public var bodyHTML: String
    /// The path of the request, to mark the current navigation entry.
    public var currentPath: String
    public var status: Int
    /// Who is looking: the header shows their name and "Log out", or
    /// "Log in" and "Sign up".
    public var visitor: PageVisitor

    public init(title: String, bodyHTML: String, currentPath: String, visitor: PageVisitor, status: Int = 200) {
        self.title = title
        self.bodyHTML = bodyHTML
        self.currentPath = currentPath
        self.visitor = visitor
        self.status = status
    }
}
