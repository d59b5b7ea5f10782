import API
import Foundation
import Hummingbird
import PageLayout

/// The API's contract, made once at start-up from every mounted part's
/// endpoints: as OpenAPI 3.1 for machines at `documentPath`, and as a page
/// for people at `/api` (ADR 0104).
public enum APIContractRoutes {
    /// Where the contract is served as JSON.
    public static let documentPath = "/api/v1/openapi.json"

    /// API routes a part mounts that its contract does not list, or lists
    /// without mounting: either way the contract would lie.
    public struct Undocumented: Error, CustomStringConvertible {
        /// Each route or endpoint the two disagree on.
        public var mismatches: [String]
        public var description: String {
            "the API contract and the routes differ: " + mismatches.joined(separator: "; ")
        }
    }

    /// Throws when a mounted API route is missing from its group's contract,
    /// or the contract lists an endpoint nobody mounted.
    public static func check(_ mounted: [MountedRoutes]) throws(Undocumented) {
        var mismatches: [String] = []
        for part in mounted {
            let routes = Set(part.routes.filter { $0.split(separator: " ")[1].hasPrefix("/api/") })
            let documented = Set(
                (part.api?.endpoints ?? []).map {
                    "\($0.method) \(MountedRoutes.normalized($0.path.description))"
                })
            mismatches += routes.subtracting(documented).sorted().map {
                "\($0) by \(part.owner) is not in its contract"
            }
            mismatches += documented.subtracting(routes).sorted().map {
                "\($0) is in \(part.owner)'s contract but not mounted"
            }
        }
        if !mismatches.isEmpty { throw Undocumented(mismatches: mismatches) }
    }

    /// Checks the contract against the routes, then serves it; `document`
    /// makes it from the mounted parts' endpoint groups.
    public static func add(
        to router: Router<AppRequestContext>, mounted: [MountedRoutes], layout: PageLayout,
        document: ([EndpointGroup]) throws -> OpenAPIDocument
    ) throws {
        try check(mounted)
        let document = try document(mounted.compactMap(\.api))
        let json = ByteBuffer(bytes: try APIJSON.encoder().encode(document))
        let pageBody = try APIReferencePage().bodyHTML(of: document, documentPath: documentPath)
        let pages = PageResponses(layout: layout)
        router.get(RouterPath(documentPath)) { _, _ in
            // Changes only with a new release: a client may keep it a while.
            Response(
                status: .ok,
                headers: [.contentType: "application/json; charset=utf-8", .cacheControl: "public, max-age=300"],
                body: .init(byteBuffer: json))
        }
        router.get(RouterPath(APIReferencePage.path)) { request, context in
            pages.page(APIReferencePage.title, body: pageBody, request, context)
        }
    }
}
