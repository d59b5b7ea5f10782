import APIServer
import Foundation
import HTTPTypes
import Hummingbird

/// Stands in for SessionService in a feature's tests: a request with
/// `X-Test-User: <uuid>` comes from that person (named by `X-Test-Name`, or
/// "Tester"), and every request carries the same CSRF token unless
/// `X-Test-CSRF` names another, so a test posts forms without a session.
public struct TestCaller: RouterMiddleware {
    /// The request context every route of the app shares.
    public typealias Context = AppRequestContext
    /// The form token every test caller's forms carry.
    public static let csrfToken = "test-csrf-token"
    /// The header naming the test user's id.
    public static let header = HTTPField.Name("X-Test-User")!
    /// The header naming the test user's name.
    public static let nameHeader = HTTPField.Name("X-Test-Name")!
    /// The header naming the form token the request claims.
    public static let csrfHeader = HTTPField.Name("X-Test-CSRF")!

    /// A stand-in for the session middleware.
    public init() {}

    /// Makes the user the headers name the request's caller, then calls `next`.
    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        var context = context
        context.csrfToken = request.headers[Self.csrfHeader] ?? Self.csrfToken
        if let raw = request.headers[Self.header], let id = UUID(uuidString: raw) {
            context.caller = Caller(
                userID: id, name: request.headers[Self.nameHeader] ?? "Tester", email: "tester@example.com",
                credential: .cookie, sessionToken: "t")
        }
        return try await next(request, context)
    }
}
