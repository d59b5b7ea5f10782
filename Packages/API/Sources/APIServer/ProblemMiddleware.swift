import API
import Hummingbird
import Logging

/// Turns every error under the API into a problem body: a `Problem` as it is,
/// a framework `HTTPError` by its status, anything else as a 500 that says
/// nothing about internals (the details go to the log, not to the client).
public struct ProblemMiddleware<Context: RequestContext>: RouterMiddleware {
    public init() {}

    public func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let problem as Problem {
            return try problem.response(from: request, context: context)
        } catch let error as HTTPError {
            return try Problem.from(status: error.status, detail: error.body).response(from: request, context: context)
        } catch let error as any HTTPResponseError {
            return try Problem.from(status: error.status, detail: nil).response(from: request, context: context)
        } catch {
            context.logger.error("unhandled error", metadata: ["error.type": "\(type(of: error))", "error": "\(error)"])
            return try Problem.internalError().response(from: request, context: context)
        }
    }
}

extension Problem {
    /// A problem for a bare status, with the standard reason as its title.
    public static func from(status: HTTPResponse.Status, detail: String?) -> Problem {
        let detail = detail ?? (status == .contentTooLarge ? "The request body is larger than the server accepts." : nil)
        return Problem(title: status.reasonPhrase, status: status.code, detail: detail)
    }
}
