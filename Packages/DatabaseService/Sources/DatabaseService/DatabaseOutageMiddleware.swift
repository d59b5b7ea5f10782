import APIServer
import Hummingbird

/// Answers 503 with `Retry-After` at once while the database is down (a
/// problem body under the API, a page elsewhere, by the middleware outside
/// this one), instead of letting each request wait for a connection. Paths
/// that never touch the database (the probes, metrics, the stylesheet) are
/// served throughout. Turning the error that says the database went away into
/// that 503 is the error middlewares' work, through
/// `DatabaseAvailability.problem(for:)`, wherever the error is caught.
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
        return try await next(request, context)
    }
}
