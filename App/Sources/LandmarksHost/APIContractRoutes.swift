import API
import APIServer
import Foundation
import Hummingbird
import PageLayout

/// The API's contract, made once at start-up from every mounted feature's
/// endpoints: as OpenAPI 3.1 for machines, and as a page for people (ADR 0042).
enum APIContractRoutes {
    static let documentPath = "/api/v1/openapi.json"

    static func document(of mounted: [MountedFeature]) throws -> OpenAPIDocument {
        try OpenAPIDocument(
            title: "Landmarks API", version: "v1",
            description: "Browse landmarks, keep favorites, and book campsites. Errors are problem bodies "
                + "(RFC 9457, application/problem+json); signed-in calls send the token of the log-in as "
                + "Authorization: Bearer <token>.",
            groups: mounted.compactMap(\.api), sharedProblems: sharedProblems)
    }

    /// What the host's middleware answers before any endpoint runs.
    static func sharedProblems(_ endpoint: DocumentedEndpoint) -> [DocumentedProblem] {
        // SessionMiddleware refuses a token it does not know, whatever the endpoint.
        var problems = [DocumentedProblem(401, when: "a bearer token was sent that is unknown, expired or revoked")]
        if !["GET", "HEAD"].contains(endpoint.method) {
            // CSRFProtection: what a page on another site could have made a browser send.
            problems.append(
                DocumentedProblem(
                    403,
                    when: "it could have come from a page on another site: a POST without credentials whose body is "
                        + "not JSON, a session cookie without its CSRF token, or an `Origin` of another site"))
        }
        return problems
    }

    /// API routes a feature mounts that its contract does not list, or lists
    /// without mounting: either way the contract would lie.
    struct Undocumented: Error, CustomStringConvertible {
        var mismatches: [String]
        var description: String { "the API contract and the routes differ: " + mismatches.joined(separator: "; ") }
    }

    static func check(_ mounted: [MountedFeature]) throws {
        var mismatches: [String] = []
        for feature in mounted {
            let routes = Set(RouteCollisions.routes(of: feature).filter { $0.split(separator: " ")[1].hasPrefix("/api/") })
            let documented = Set((feature.api?.endpoints ?? []).map {
                "\($0.method) \(RouteCollisions.normalized($0.path.description))"
            })
            mismatches += routes.subtracting(documented).sorted().map { "\($0) by \(feature.name) is not in its contract" }
            mismatches += documented.subtracting(routes).sorted().map { "\($0) is in \(feature.name)'s contract but not mounted" }
        }
        if !mismatches.isEmpty { throw Undocumented(mismatches: mismatches) }
    }

    static func add(to router: Router<AppRequestContext>, mounted: [MountedFeature], layout: PageLayout) throws {
        try check(mounted)
        let document = try document(of: mounted)
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
