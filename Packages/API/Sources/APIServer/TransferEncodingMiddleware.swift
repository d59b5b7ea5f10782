import Foundation
import Hummingbird

/// Refuses a body sent in a transfer coding the server does not decode.
/// The HTTP parser understands `chunked` alone; anything else (`gzip`,
/// `identity`, a misspelling, `chunked` with parameters) used to fail while
/// the body was read, as a 500 and an error line anyone could cause at will.
/// Now it is a 501 that says what to send instead, before the body is read.
public struct TransferEncodingMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The middleware.
    public init() {}

    /// Answers 501 to a body in a transfer coding other than `chunked`, then calls `next`.
    public func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let codings = request.headers[values: .transferEncoding]
            .flatMap { $0.split(separator: ",") }
            .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        if let unknown = codings.first(where: { $0 != "chunked" }) {
            throw HTTPError(
                .notImplemented,
                message: "The transfer coding \"\(unknown.prefix(40))\" is not supported: send the body as it is, "
                    + "with Content-Length, or with Transfer-Encoding: chunked.")
        }
        return try await next(request, context)
    }
}
