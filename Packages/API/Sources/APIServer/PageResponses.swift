import Hummingbird
import PageLayout
import Route

/// The answers a page handler gives, framed by the app's layout: a page, a
/// message, or a trip to the log-in page. Every feature's pages use these, so
/// "not found" or "log in first" looks and behaves the same everywhere.
public struct PageResponses: Sendable {
    /// The frame pages render into.
    public let layout: PageLayout

    /// Answers rendered in `layout`.
    public init(layout: PageLayout) {
        self.layout = layout
    }

    /// The page's main part in the layout, as HTML (what a page cache keeps).
    public func html(_ title: String, body: String, _ request: Request, _ context: AppRequestContext) -> String {
        let query = request.uri.queryParameters.map { Location.QueryItem(String($0.key), String($0.value)) }
        return layout.render(
            PageContent(
                title: title, bodyHTML: body, currentPath: request.uri.path, currentQuery: query,
                visitor: context.visitor))
    }

    /// As above, for a page that answers at `path` (and `query`) whatever was
    /// asked (a form posted elsewhere and shown again at its own address).
    public func html(
        _ title: String, body: String, path: String, query: [Location.QueryItem] = [], _ context: AppRequestContext
    ) -> String {
        layout.render(
            PageContent(title: title, bodyHTML: body, currentPath: path, currentQuery: query, visitor: context.visitor))
    }

    /// A page titled `title` around `body`, answered with `status`.
    public func page(
        _ title: String, body: String, _ request: Request, _ context: AppRequestContext,
        status: HTTPResponse.Status = .ok
    ) -> Response {
        .html(html(title, body: body, request, context), status: status)
    }

    /// A page at `path` (and `query`) whatever was asked, answered with `status`.
    public func page(
        _ title: String, body: String, path: String, query: [Location.QueryItem] = [], _ context: AppRequestContext,
        status: HTTPResponse.Status = .ok
    ) -> Response {
        .html(html(title, body: body, path: path, query: query, context), status: status)
    }

    /// A message page, answered with `status`.
    public func message(
        _ message: PageMessage, _ request: Request, _ context: AppRequestContext, status: HTTPResponse.Status
    ) -> Response {
        rendered(message, request, context, status: status).response
    }

    /// A message page before it becomes a response (for `SharedPages`).
    public func rendered(
        _ message: PageMessage, _ request: Request, _ context: AppRequestContext, status: HTTPResponse.Status
    ) -> RenderedPage {
        RenderedPage(html: html(message.heading, body: layout.bodyHTML(of: message), request, context), status: status)
    }

    /// To the log-in page, which comes back to `location` afterwards. With no
    /// feature that signs people in mounted, nobody can log in: `unavailable`
    /// says so, as a 404.
    public func toLogIn(
        returningTo location: Location, _ request: Request, _ context: AppRequestContext, unavailable: PageMessage
    ) -> Response {
        guard let links = layout.accountLinks else { return message(unavailable, request, context, status: .notFound) }
        return .seeOther(links.logIn(returningTo: location).href)
    }
}
