import API
import Hummingbird

/// Refuses a body under `/api/` that is not sent as JSON, with 415 and what
/// to send instead. Every API body is JSON; a form or text body used to meet
/// the CSRF check first and get a 403 that spoke of security tokens, which
/// told a client nothing about its real mistake. A refused body is never
/// read, and nothing changes. Bodiless requests pass (a log-out sends none).
public struct JSONBodyMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The middleware.
    public init() {}

    /// Refuses a body under `/api/` that is not JSON with 415, then calls `next`.
    public func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        guard request.uri.path.hasPrefix("/api/"), Self.hasBody(request), !Self.isJSON(request.headers[.contentType])
        else {
            return try await next(request, context)
        }
        throw Problem(
            title: "Unsupported Media Type", status: 415,
            detail: "Send the body as JSON, with Content-Type: application/json"
                + (request.headers[.contentType].map { ", not \($0.prefix(60))" } ?? "") + ".")
    }

    static func hasBody(_ request: Request) -> Bool {
        if request.headers[.transferEncoding] != nil { return true }
        return request.headers[.contentLength].flatMap { Int($0) }.map { $0 > 0 } ?? false
    }

    /// `application/json` or any `application/…+json`, with any parameters.
    static func isJSON(_ contentType: String?) -> Bool {
        guard let contentType else { return false }
        let type =
            contentType.split(separator: ";", maxSplits: 1).first?.trimmingCharacters(in: .whitespaces).lowercased()
            ?? ""
        return type == "application/json" || (type.hasPrefix("application/") && type.hasSuffix("+json"))
    }
}
