/// The start-up check that no two owners mount one route. Features may share
/// a prefix (one serves `/landmarks/{id}/book` beside another's
/// `/landmarks/{id}`); what they may not share is a method and a path,
/// parameter names aside, which the router would otherwise settle silently
/// in favour of one of them.
public enum RouteCollisions {
    /// Routes that two parts of the app both mount.
    public struct Found: Error, CustomStringConvertible {
        /// Each collision, naming the path, the method and both owners.
        public var collisions: [String]
        public var description: String { "routes mounted twice: " + collisions.joined(separator: "; ") }
    }

    /// Throws when two owners mount the same method and path.
    public static func check(_ mounted: [MountedRoutes]) throws(Found) {
        var owners: [String: String] = [:]
        var collisions: [String] = []
        for part in mounted {
            for route in part.routes {
                if let owner = owners[route] {
                    collisions.append("\(route) by \(owner) and \(part.owner)")
                } else {
                    owners[route] = part.owner
                }
            }
        }
        if !collisions.isEmpty { throw Found(collisions: collisions.sorted()) }
    }
}
