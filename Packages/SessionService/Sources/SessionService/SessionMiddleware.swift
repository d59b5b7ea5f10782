import API
import APIServer
import Hummingbird

/// Finds the caller of every request and puts it on the context.
///
/// A bearer token that does not stand for a live session is refused with 401:
/// a native client must learn that it has to sign in again. A session cookie that
/// does not is dropped (the browser is told to forget it) and the request goes
/// on anonymously, so a page still renders, with "Log in" instead of a name.
public struct SessionMiddleware: RouterMiddleware {
    /// The request context every route of the app shares.
    public typealias Context = AppRequestContext
    let store: SessionStore

    /// A middleware that finds each request's caller in `store`.
    public init(store: SessionStore) {
        self.store = store
    }

    /// Sets `context.caller` from the session cookie or the bearer token, when
    /// either names a live session, then calls `next`; a dead bearer token is a 401.
    public func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        var context = context
        if let authorization = request.headers[.authorization] {
            guard let caller = try await bearerCaller(authorization) else {
                return try Self.unauthorized.response(from: request, context: context)
            }
            context.caller = caller
            return try await next(request, context)
        }
        guard let cookie = request.cookies[SessionPolicy.sessionCookie]?.value else {
            return try await next(request, context)
        }
        if let token = SessionToken(cookie), let caller = try await store.caller(for: token, credential: .cookie) {
            context.caller = caller
            return try await next(request, context)
        }
        var response = try await next(request, context)
        // A log-in or sign-up posted with a stale cookie answers with the new
        // session's cookie: clearing the old one in the same answer would
        // undo it (the browser applies the later of two cookies of one name).
        if !Self.setsSessionCookie(response) {
            response.setCookie(SessionCookies(policy: store.policy).clearedSession())
        }
        return response
    }

    /// Whether the answer already sets the session cookie.
    static func setsSessionCookie(_ response: Response) -> Bool {
        response.headers[values: .setCookie].contains { $0.hasPrefix(SessionPolicy.sessionCookie + "=") }
    }

    private func bearerCaller(_ authorization: String) async throws -> Caller? {
        let parts = authorization.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "bearer", let token = SessionToken(String(parts[1])) else {
            return nil
        }
        return try await store.caller(for: token, credential: .bearer)
    }

    static var unauthorized: Problem {
        Problem(
            title: "Unauthorized", status: 401,
            detail: "The bearer token is unknown, expired or revoked. Log in again for a new one.")
    }
}
