import APIServer
import Hummingbird

/// Answers 503 with `Retry-After` at once while the database is down, and
/// turns an error that says the database cannot be reached into that 503
/// (a problem body under the API, a page elsewhere, by the middleware
/// outside this one). Paths that never touch the database (the probes,
/// metrics, the stylesheet) are served throughout.
///
/// The router has it twice: outside the session middleware, which reads the
/// database for every signed-in request, and inside the innermost error page
/// middleware, which would otherwise render a page's database error as a 500
/// before it got here.
public struct DatabaseOutageMiddleware: RouterMiddleware {
    public typealias Context = AppRequestContext

    let availability: DatabaseAvailability
    let servedWithoutDatabase: Set<String>

    public init(availability: DatabaseAvailability, servedWithoutDatabase: Set<String>) {
        self.availability = availability
        self.servedWithoutDatabase = servedWithoutDatabase
    }

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        if !availability.isUp, !servedWithoutDatabase.contains(request.uri.path) {
            throw DatabaseAvailability.problem
        }
        do {
            return try await next(request, context)
        } catch {
            throw availability.outage(from: error) ?? error
        }
    }
}
