import API
import APIServer
import Hummingbird
import Testing

/// The start-up checks over what the parts of the app mount: no route twice,
/// and no API route outside the contract (or in it but not mounted).
@Suite struct MountedRoutesTests {
    static func part(_ owner: String, mounting paths: [String], documenting documented: [DocumentedEndpoint]? = nil)
        -> MountedRoutes
    {
        let scene = RouteCollection(context: AppRequestContext.self)
        for path in paths { scene.get(RouterPath(path)) { _, _ in "" } }
        return MountedRoutes(
            owner: owner, scene: scene,
            api: documented.map { EndpointGroup(name: owner, summary: "\(owner).", endpoints: $0) })
    }

    @Test func twoPartsMountingOneRouteStopTheLaunchNamingBoth() throws {
        #expect(throws: Never.self) {
            try RouteCollisions.check([
                Self.part("Landmarks", mounting: ["/landmarks/{id}", "/landmarks"]),
                Self.part("Trails", mounting: ["/landmarks/{id}/trails", "/trails"]),
            ])
        }
        let found = try #require(throws: RouteCollisions.Found.self) {
            try RouteCollisions.check([
                Self.part("Landmarks", mounting: ["/landmarks/{id}", "/landmarks"]),
                Self.part("Trails", mounting: ["/landmarks/{landmarkID}", "/trails"]),
            ])
        }
        #expect(found.collisions == ["GET /landmarks/{} by Landmarks and Trails"])
    }

    @Test func anAPIRouteMountedOutsideTheContractStopsTheLaunch() throws {
        let trails = Endpoint<NoInput, [String]>(
            .get, "/api/v1/trails", EndpointDocumentation("listTrails", summary: "Every trail."))
        #expect(throws: Never.self) {
            try APIContractRoutes.check([
                Self.part("Trails", mounting: ["/api/v1/trails", "/trails"], documenting: [trails.documented])
            ])
        }
        let undocumented = try #require(throws: APIContractRoutes.Undocumented.self) {
            try APIContractRoutes.check([
                Self.part(
                    "Trails", mounting: ["/api/v1/trails", "/api/v1/trails/:id"], documenting: [trails.documented])
            ])
        }
        #expect(undocumented.mismatches == ["GET /api/v1/trails/{} by Trails is not in its contract"])
        let unmounted = try #require(throws: APIContractRoutes.Undocumented.self) {
            try APIContractRoutes.check([Self.part("Trails", mounting: [], documenting: [trails.documented])])
        }
        #expect(unmounted.mismatches == ["GET /api/v1/trails is in Trails's contract but not mounted"])
    }
}
