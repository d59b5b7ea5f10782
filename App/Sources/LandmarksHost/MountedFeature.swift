import API
import APIServer
import FluentKit
import Hummingbird
import Route

/// What the host takes from one feature's AppFactory.
struct MountedFeature {
    var name: String
    var entry: NavigationEntry?
    var scene: RouteCollection<AppRequestContext>
    var migrations: [any Migration]
    /// Its endpoints, for the contract; nil for a feature with no API.
    var api: EndpointGroup?
}
