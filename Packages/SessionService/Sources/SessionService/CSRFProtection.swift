import API
import APIServer
import Crypto
import Foundation
import HTTPTypes
import Hummingbird

/// Refuses a state-changing request that another site could have made in the
/// browser's name, and gives every page the token its forms must send back.
///
/// A page renders a token into its forms (`context.csrfToken`) and an unsafe
/// request must send it back, as the `_csrf` form field or the `X-CSRF-Token`
/// header. On top of that, an unsafe request whose `Origin` header names
/// another site is refused outright.
///
/// Signed in, the token is derived from the session's own secret (ADR 0128):
/// only someone who holds the session cookie can compute it, so a token pair
/// planted in the browser (a cookie set from a sibling domain or over plain
/// HTTP, and the same value in a forged form) is worth nothing, and a token
/// seen in one session's page does not work for another session. Signed out
/// (the log-in and sign-up forms) there is no session to bind to: the browser
/// gets a random token in an HttpOnly, SameSite=Strict cookie and the form
/// must send the same value back.
///
/// Exempt are requests another site cannot make a browser send with the
/// user's standing: those with `Authorization` (browsers never add it on their
/// own), and, when no session cookie comes along, anything but a POST of a
/// form-like body: a cross-site page can only send PUT, DELETE or a JSON body
/// after a CORS preflight, which this server never grants. That is how a
/// native client signs up and logs in before it has a token. Under `/api/`,
/// where every body must be JSON, only a request with the session cookie is
/// checked. A mail client's one-click unsubscribe (a form of that one field
/// and nothing else) passes signed out: its link's secret is what counts.
public struct CSRFProtection: RouterMiddleware {
    /// The request context every route of the app shares.
    public typealias Context = AppRequestContext
    let policy: SessionPolicy

    /// A check that reads its cookie names and the app's origin from `policy`.
    public init(policy: SessionPolicy) {
        self.policy = policy
    }

    /// Puts the form token on the context, then refuses an unsafe request that
    /// does not send it back (or comes from another origin) with 403 before `next` runs.
    public func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        var context = context
        var request = request
        let existing = (request.cookies[SessionPolicy.csrfCookie]?.value).flatMap { SessionToken($0) }
        let session = context.caller.flatMap { $0.credential == .cookie ? $0.sessionToken : nil }
        // The API has no forms: a native client never needs the cookie, so an
        // API request without one gets none (and is spared making a token). A
        // signed-in browser does not need it either.
        let issues = existing == nil && session == nil && !request.uri.path.hasPrefix("/api/")
        let token = existing ?? (issues ? SessionToken.random() : nil)
        let expected = session.map(Self.formToken(forSession:)) ?? token?.value
        context.csrfToken = expected

        if Self.isUnsafe(request.method), needsCheck(request), try await OneClickUnsubscribe.matches(&request) {
            // Signed out, whatever cookie came along: the link's secret
            // decides, and nothing of the caller's standing is lent to it.
            context.caller = nil
        } else if Self.isUnsafe(request.method), needsCheck(request) {
            if let origin = request.headers[.origin], origin != expectedOrigin(for: request) {
                return try refuse(request, context, reason: "The request came from another site (\(origin)).")
            }
            let sent = try await submittedToken(&request)
            let required = session == nil ? existing?.value : expected
            guard let required, let sent, SessionToken.constantTimeEquals(sent, required) else {
                return try refuse(
                    request, context, reason: "The form was missing its security token or it did not match.")
            }
        }

        var response = try await next(request, context)
        // Only a page can carry a form: a stylesheet, an icon or a redirect
        // gets no cookie, so a shared cache may keep it and nothing is set twice.
        if issues, let token, response.headers[.contentType]?.hasPrefix("text/html") == true {
            response.setCookie(SessionCookies(policy: policy).csrf(token.value))
        }
        return response
    }

    /// The form token of a signed-in session: a digest of the session's secret
    /// under a label of its own, so it can be shown in a page without telling
    /// anyone the secret, and differs from the digest the sessions table keys on.
    static func formToken(forSession session: String) -> String {
        Data(SHA256.hash(data: Data("landmarks.csrf.v1:\(session)".utf8))).base64URLEncoded()
    }

    private func needsCheck(_ request: Request) -> Bool {
        if request.headers[.authorization] != nil { return false }
        if request.cookies[SessionPolicy.sessionCookie] != nil { return true }
        // The API without a session cookie: the request carries no standing
        // another site could borrow, and a body must be JSON (415 otherwise),
        // which another site cannot send without a preflight. So a call with
        // no credentials is answered by its endpoint (a 401 where it needs a
        // token), not refused as a forgery.
        if request.uri.path.hasPrefix("/api/") { return false }
        let type = request.headers[.contentType]?.lowercased() ?? ""
        let isJSON = type.hasPrefix("application/json") || type.hasPrefix("application/problem+json")
        return request.method == .post && !isJSON
    }

    static func isUnsafe(_ method: HTTPRequest.Method) -> Bool {
        ![.get, .head, .options, .trace].contains(method)
    }

    private func expectedOrigin(for request: Request) -> String {
        if let origin = policy.publicOrigin { return origin }
        let scheme = policy.secureCookies ? "https" : "http"
        return "\(scheme)://\(request.head.authority ?? "")"
    }

    /// The token from the header, or from a form body's `_csrf` field. Reading
    /// the form collects the body, which stays readable for the handler.
    private func submittedToken(_ request: inout Request) async throws -> String? {
        if let header = request.headers[HTTPField.Name(SessionPolicy.csrfHeader)!] { return header }
        let form = try await FormFields(request: &request)
        return form.contains(SessionPolicy.csrfField) ? form[SessionPolicy.csrfField] : nil
    }

    private func refuse(_ request: Request, _ context: Context, reason: String) throws -> Response {
        if request.uri.path.hasPrefix("/api/") {
            return try Problem(title: "Forbidden", status: 403, detail: reason).response(
                from: request, context: context)
        }
        return Response.html(Self.refusalPage(reason), status: .forbidden)
    }

    static func refusalPage(_ reason: String) -> String {
        let escaped = reason.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
        return """
            <!doctype html><html lang="en"><head><meta charset="utf-8"><title>Refused · Landmarks</title>
            <link rel="stylesheet" href="/assets/app.css"></head><body><main id="main">
            <h1>That request was refused</h1><p class="error">\(escaped)</p>
            <p>Nothing was changed. Go back, reload the page and try again.</p>
            <p><a href="/">Home</a></p></main></body></html>
            """
    }
}
