import Route

/// What a feature hands the layout: a title and the HTML of the page's main part,
/// already rendered (and escaped) by the feature's own template.
public struct PageContent: Sendable {
    /// The page's title, before the app's name in the browser's title bar.
    public var title: String
    /// The main part's HTML, rendered and escaped by the feature's template.
    public var bodyHTML: String
    /// The path of the request, to mark the current navigation entry.
    public var currentPath: String
    /// The request's query, kept in the header's log-in and sign-up links so
    /// that a person comes back to exactly this page (a stay being booked).
    public var currentQuery: [Location.QueryItem]
    /// The HTTP status the page is answered with.
    public var status: Int
    /// Who is looking: the header shows their name and "Log out", or
    /// "Log in" and "Sign up".
    public var visitor: PageVisitor

    /// A page titled `title` around `bodyHTML`, for `visitor` at `currentPath`,
    /// answered with `status`; `currentQuery` is the request's query.
    public init(
        title: String, bodyHTML: String, currentPath: String, currentQuery: [Location.QueryItem] = [],
        visitor: PageVisitor, status: Int = 200
    ) {
        self.title = title
        self.bodyHTML = bodyHTML
        self.currentPath = currentPath
        self.currentQuery = currentQuery
        self.visitor = visitor
        self.status = status
    }
}
