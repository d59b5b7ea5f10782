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
    /// The request context every route of the app shares.
    public typealias Context = AppRequestContext

    let availability: DatabaseAvailability
    let servedWithoutDatabase: Set<String>

    /// A middleware that reads `availability` and lets the paths in
    /// `servedWithoutDatabase` (probes, metrics, assets) through in any state.
    public init(availability: DatabaseAvailability, servedWithoutDatabase: Set<String>) {
        self.availability = availability
        self.servedWithoutDatabase = servedWithoutDatabase
    }

    /// While the database is down, answers 503 with `Retry-After` at once (a problem
    /// under the API, a page elsewhere); otherwise calls `next`.
    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        if !availability.isUp, !servedWithoutDatabase.contains(request.uri.path) {
            throw DatabaseAvailability.problem
        }
        return try await next(request, context)
    }
}
