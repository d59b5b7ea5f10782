import APIServer
import Foundation
import HTTPTypes
import Hummingbird

/// Stands in for SessionService in a feature's tests: a request with
/// `X-Test-User: <uuid>` comes from that person, and every request carries
/// the same CSRF token, so a test posts forms without a session.
public struct TestCaller: RouterMiddleware {
    public typealias Context = AppRequestContext
    public static let csrfToken = "test-csrf-token"
    public static let header = HTTPField.Name("X-Test-User")!

    public init() {}

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        var context = context
        context.csrfToken = Self.csrfToken
        if let raw = request.headers[Self.header], let id = UUID(uuidString: raw) {
            context.caller = Caller(
                userID: id, name: "Tester", email: "tester@example.com", credential: .cookie, sessionToken: "t")
        }
        return try await next(request, context)
    }
}
