import APIServer
import Foundation
import HTTPTypes
import Hummingbird

/// Stands in for SessionService in a feature's tests: a request with
/// `X-Test-User: <uuid>` comes from that person (named by `X-Test-Name`, or
/// "Tester"), and every request carries the same CSRF token unless
/// `X-Test-CSRF` names another, so a test posts forms without a session.
public struct TestCaller: RouterMiddleware {
    public typealias Context = AppRequestContext
    public static let csrfToken = "test-csrf-token"
    public static let header = HTTPField.Name("X-Test-User")!
    public static let nameHeader = HTTPField.Name("X-Test-Name")!
    public static let csrfHeader = HTTPField.Name("X-Test-CSRF")!

    public init() {}

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
