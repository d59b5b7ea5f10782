import API
import Hummingbird
import Logging
import NIOHTTP1
import PageLayout

/// Turns an error under a page into an HTML page in the app's layout, with
/// its status, what happened and a way back. Paths under `/api/` are left to
/// `ProblemMiddleware`, so a client still gets problem+json: a browser that
/// follows a link to `/nope` gets a page, never JSON or an empty body.
public struct ErrorPageMiddleware: RouterMiddleware {
    /// The request context every route of the app shares.
    public typealias Context = AppRequestContext

    let layout: PageLayout
    /// Where "Back to the start" goes.
    let home: String
    /// As `ProblemMiddleware`'s: errors from below the features that have a
    /// status of their own.
    let explain: ExplainError

    /// A middleware rendering errors in `layout`, with a link back to `home`.
    public init(layout: PageLayout, home: String, explaining explain: @escaping ExplainError = { _ in nil }) {
        self.layout = layout
        self.home = home
        self.explain = explain
    }

    /// Calls `next`; outside the API, an error it throws becomes the message page
    /// for its status (a 500 saying nothing of the cause).
    public func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        guard !request.uri.path.hasPrefix("/api/") else { return try await next(request, context) }
        do {
            return try await next(request, context)
        } catch {
            let error: any Error = explain(error) ?? error
            let (status, detail) = Self.describe(error, logger: context.logger)
            let (heading, text) = Self.wording(status, detail: detail)
            let page = PageMessage(heading, text, backHref: home, backTitle: "Back to the start")
            let html = layout.render(
                PageContent(
                    title: heading, bodyHTML: layout.bodyHTML(of: page), currentPath: request.uri.path,
                    visitor: context.visitor, status: Int(status.code)))
            var response = Response.html(html, status: status)
            if let retryAfter = (error as? HTTPError)?.headers[.retryAfter]
                ?? (error as? Problem)?.retryAfter.map(String.init)
            {
                response.headers[.retryAfter] = retryAfter
            }
            if let allow = (error as? HTTPError)?.headers[.allow] { response.headers[.allow] = allow }
            return response
        }
    }

    /// The status and, where it is safe to show, the reason.
    private static func describe(_ error: any Error, logger: Logger) -> (HTTPResponse.Status, String?) {
        switch error {
        case let problem as Problem:
            return (HTTPResponse.Status(code: problem.status), problem.status < 500 ? problem.detail : nil)
        case let error as HTTPError:
            return (error.status, error.status.code < 500 ? error.body : nil)
        case let error as any HTTPResponseError:
            return (error.status, nil)
        case is HTTPParserError:
            return (.badRequest, Problem.unreadable.detail)
        default:
            // Internals go to the log, never to the page.
            logger.error("unhandled error", metadata: ["error.type": "\(type(of: error))", "error": "\(error)"])
            return (.internalServerError, nil)
        }
    }

    private static func wording(_ status: HTTPResponse.Status, detail: String?) -> (String, String) {
        switch status.code {
        case 404: ("Page not found", detail ?? "There is no page at this address.")
        case 405: ("Not here", "This address does not take that kind of request.")
        case 413: ("Too large", detail ?? "What was sent is larger than the server accepts.")
        case 503: ("Back in a moment", "The site cannot reach what it needs just now. Try again in a few seconds.")
        case 507:
            (
                "Nothing was saved",
                "The site has no room to store anything just now, so nothing was saved. "
                    + "Browsing still works; try saving again later."
            )
        case 500...: ("Something went wrong", "Something went wrong on our side. Try again in a moment.")
        default: (status.reasonPhrase, detail ?? "That request could not be answered.")
        }
    }
}
