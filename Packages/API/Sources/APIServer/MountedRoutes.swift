import API
import Hummingbird

/// What one part of the app (a feature) mounts on the server: its routes,
/// and the endpoints its API contract lists (nil when it has no API).
public struct MountedRoutes {
    /// Who mounted them (a feature's name, or the host).
    public var owner: String
    /// The routes.
    public var scene: RouteCollection<AppRequestContext>
    /// The API contract of the routes under `/api/`; nil for none.
    public var api: EndpointGroup?

    /// What `owner` mounts.
    public init(owner: String, scene: RouteCollection<AppRequestContext>, api: EndpointGroup? = nil) {
        self.owner = owner
        self.scene = scene
        self.api = api
    }

    /// `GET /landmarks/{}`: every route, each capture written `{}`.
    public var routes: [String] {
        let probe = Router(context: AppRequestContext.self)
        probe.addRoutes(scene)
        return probe.routes.map { "\($0.method) \(Self.normalized($0.path.description))" }
    }

    /// A path with each capture written `{}`, whatever its name.
    public static func normalized(_ path: String) -> String {
        "/"
            + path.split(separator: "/").map { part in
                part.hasPrefix("{") || part.hasPrefix(":") ? "{}" : String(part)
            }.joined(separator: "/")
    }
}
