import APIServer
import Hummingbird

/// The start-up check that no two features mount one route. Features may
/// share a prefix (one serves `/landmarks/{id}/book` beside another's
/// `/landmarks/{id}`); what they may not share is a method and a path,
/// parameter names aside.
enum RouteCollisions {
    struct Found: Error, CustomStringConvertible {
        var collisions: [String]
        var description: String { "routes mounted twice: " + collisions.joined(separator: "; ") }
    }

    static func check(_ mounted: [MountedFeature]) throws {
        var owners: [String: String] = [:]
        var collisions: [String] = []
        for feature in mounted {
            for route in routes(of: feature) {
                if let owner = owners[route] {
                    collisions.append("\(route) by \(owner) and \(feature.name)")
                } else {
                    owners[route] = feature.name
                }
            }
        }
        if !collisions.isEmpty { throw Found(collisions: collisions.sorted()) }
    }

    /// `GET /landmarks/{}`: a feature's routes, each capture written `{}`.
    static func routes(of feature: MountedFeature) -> [String] {
        let probe = Router(context: AppRequestContext.self)
        probe.addRoutes(feature.scene)
        return probe.routes.map { "\($0.method) \(normalized($0.path.description))" }
    }

    static func normalized(_ path: String) -> String {
        "/" + path.split(separator: "/").map { part in
            part.hasPrefix("{") || part.hasPrefix(":") ? "{}" : String(part)
        }.joined(separator: "/")
    }
}
