import API
import HTTPTypes
import Hummingbird
import Logging
import NIOHTTP1

/// Turns every error under the API into a problem body: a `Problem` as it is,
/// a framework `HTTPError` by its status, anything else as a 500 that says
/// nothing about internals (the details go to the log, not to the client).
/// `explain` names the errors from below the features that mean something to
/// a client (a database that went away, storage that is full) as the problem
/// to answer instead of that 500.
public struct ProblemMiddleware<Context: RequestContext>: RouterMiddleware {
    let explain: ExplainError

    /// A middleware that turns errors into problem bodies; `explain` names the
    /// errors from below the features that have a status of their own.
    public init(explaining explain: @escaping ExplainError = { _ in nil }) {
        self.explain = explain
    }

    /// Calls `next`; under `/api/`, an error it throws becomes a problem body
    /// (a 500 saying nothing of the cause, which is logged).
    public func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let problem as Problem {
            return try problem.response(from: request, context: context)
        } catch let error as HTTPError {
            var response = try Problem.from(status: error.status, detail: error.body).response(
                from: request, context: context)
            // A 405's `Allow` (or a 503's `Retry-After`) belongs to the answer.
            for name in [HTTPField.Name.allow, .retryAfter] {
                if let value = error.headers[name] { response.headers[name] = value }
            }
            return response
        } catch let error as any HTTPResponseError {
            return try Problem.from(status: error.status, detail: nil).response(from: request, context: context)
        } catch is HTTPParserError {
            return try Problem.unreadable.response(from: request, context: context)
        } catch {
            if let problem = explain(error) { return try problem.response(from: request, context: context) }
            context.logger.error(
                "unhandled error", metadata: ["error.type": "\(type(of: error))", "error": "\(error)"])
            return try Problem.internalError().response(from: request, context: context)
        }
    }
}

/// The problem a client should see for an error that is not a `Problem` or an
/// HTTP error, when there is one; nil leaves it an unhandled 500.
public typealias ExplainError = @Sendable (any Error) -> Problem?

/// Problems the server answers for a request's bytes.
extension Problem {
    /// What the bytes the client sent (or stopped sending) come to when they
    /// are not HTTP: the client's doing, so a 400 and no error line.
    static let unreadable = Problem.badRequest("The request could not be read: it was cut short or malformed.")

    /// A problem for a bare status, with the standard reason as its title.
    public static func from(status: HTTPResponse.Status, detail: String?) -> Problem {
        let detail =
            detail ?? (status == .contentTooLarge ? "The request body is larger than the server accepts." : nil)
        return Problem(title: status.reasonPhrase, status: status.code, detail: detail)
    }
}
