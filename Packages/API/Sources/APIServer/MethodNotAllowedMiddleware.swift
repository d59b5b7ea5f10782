import Hummingbird
import Synchronization

/// Answers a method a known path does not take with 405 and the `Allow`
/// header listing those it does (RFC 9110 §15.5.6), rather than the router's
/// 404, which would say the path is not there at all. TRACE and OPTIONS are
/// such methods: no route takes them.
///
/// The routes are known only once every feature has mounted its own, after
/// the middleware is in place: `learn(_:)` is called then, once.
public struct MethodNotAllowedMiddleware<Context: RequestContext>: RouterMiddleware {
    let table: RouteMethods

    /// A middleware that knows each path's methods from `table`.
    public init(table: RouteMethods) {
        self.table = table
    }

    /// Calls `next`; when the router found no route but the path takes other
    /// methods, answers 405 with `Allow`.
    public func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        // Asked only of a 404, so an answered request pays nothing: the
        // router's own (thrown), or a page's (rendered further in).
        let response: Response
        do {
            response = try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound {
            throw refusal(of: request) ?? error
        }
        guard response.status == .notFound, let refused = refusal(of: request) else { return response }
        throw refused
    }

    /// A 405 when the path is known and takes other methods; nil for a path
    /// nothing serves, or a 404 a handler chose (its method is taken).
    private func refusal(of request: Request) -> HTTPError? {
        guard let allowed = table.methods(at: request.uri.path), !allowed.contains(request.method.rawValue) else {
            return nil
        }
        let list = allowed.sorted().joined(separator: ", ")
        return HTTPError(
            .methodNotAllowed, headers: [.allow: list],
            message: "\(request.method.rawValue) is not taken here; \(list) are.")
    }
}

/// Which methods each route path takes, shared by the router that learns
/// them and the middleware that asks.
public final class RouteMethods: Sendable {
    private let templates = Mutex<[(segments: [Substring], methods: Set<String>)]>([])

    /// An empty table, filled once every route is mounted.
    public init() {}

    /// Every route the router holds, each capture matching any one segment
    /// and a `**` anything from there on. HEAD goes wherever GET does.
    public func learn(_ routes: [(method: String, path: String)]) {
        var byPath: [String: Set<String>] = [:]
        for route in routes {
            byPath[MountedRoutes.normalized(route.path), default: []].insert(route.method)
            if route.method == "GET" { byPath[MountedRoutes.normalized(route.path), default: []].insert("HEAD") }
        }
        templates.withLock { $0 = byPath.map { (path, methods) in (path.split(separator: "/"), methods) } }
    }

    /// The methods the routes matching `path` take together; nil when none
    /// matches (a 404, not a 405).
    public func methods(at path: String) -> Set<String>? {
        let segments = path.split(separator: "/")
        return templates.withLock { templates in
            var found: Set<String>?
            for template in templates where Self.matches(template.segments, segments) {
                found = (found ?? []).union(template.methods)
            }
            return found
        }
    }

    private static func matches(_ template: [Substring], _ segments: [Substring]) -> Bool {
        for (index, part) in template.enumerated() {
            if part == "**" { return true }
            guard index < segments.count else { return false }
            if part != "{}" && part != "*" && part != segments[index] { return false }
        }
        return template.count == segments.count
    }
}
