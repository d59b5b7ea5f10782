import Hummingbird

/// A HEAD request gets the status and headers a GET would, and never a body:
/// the router answers HEAD wherever GET is mounted (its
/// `autoGenerateHeadEndpoints`), and this drops the body of everything else
/// (a 404 page, an error), which a client reading a HEAD answer never expects.
public struct HeadResponseMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The middleware.
    public init() {}

    /// Calls `next`; for a HEAD request, drops the body and keeps the status and headers.
    public func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        guard request.method == .head else { return try await next(request, context) }
        let response: Response
        do {
            response = try await next(request, context)
        } catch let error as any HTTPResponseError {
            response = try error.response(from: request, context: context)
        }
        return response.createHeadResponse()
    }
}
