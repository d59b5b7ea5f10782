import API
import APIServer
import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import Testing

@testable import LandmarksHost

/// The contract at `/api/v1/openapi.json` and `/api` (ADR 0104).
@Suite struct APIContractTests {
    @Test func theContractIsServedAsOpenAPI31WithEveryFeaturesOperations() async throws {
        try await makeInMemoryHost().test(.router) { client in
            try await client.execute(uri: APIContractRoutes.documentPath, method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType]?.hasPrefix("application/json") == true)
                let json = try #require(
                    try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [String: Any])
                #expect(json["openapi"] as? String == "3.1.0")
                let paths = try #require(json["paths"] as? [String: [String: Any]])
                // remove-feature: Reservations {
                let book = try #require(paths["/api/v1/reservations"]?["post"] as? [String: Any])
                #expect(book["operationId"] as? String == "book")
                #expect(book["security"] as? [[String: [String]]] == [["bearer": []]])
                let responses = try #require(book["responses"] as? [String: Any])
                #expect(Set(responses.keys).isSuperset(of: ["201", "401", "409", "422", "default"]))
                // remove-feature: Reservations }
                #expect(paths["/api/v1/auth/login"]?["post"] != nil) // remove-feature: Auth
                #expect(paths["/api/v1/landmarks/{id}"]?["get"] != nil)
                let tags = try #require(json["tags"] as? [[String: Any]]).compactMap { $0["name"] as? String }
                var features = ["Landmarks"]
                features.append("Auth") // remove-feature: Auth
                features.append("Reservations") // remove-feature: Reservations
                features.append("Notifications") // remove-feature: Notifications
                #expect(tags == features)
            }
        }
    }

    @Test func thePageShowsEveryOperationForPeople() async throws {
        try await makeInMemoryHost().test(.router) { client in
            try await client.execute(uri: "/api", method: .get) { response in
                #expect(response.status == .ok)
                let html = String(buffer: response.body)
                #expect(html.contains("<title>The Landmarks API"))
                #expect(html.contains("<code>GET /api/v1/landmarks/{id}</code>"))
                #expect(html.contains("<code>POST /api/v1/reservations</code>")) // remove-feature: Reservations
                // remove-feature: Reservations {
                #expect(html.contains("<code>GET /api/v1/landmarks/{id}/availability</code>"))
                // remove-feature: Reservations }
                #expect(html.contains(#"href="/api/v1/openapi.json""#))
                #expect(html.contains("Needs a bearer token."))
                // The booking body's fields, with which are required. // remove-feature: Reservations
                // remove-feature: Reservations {
                #expect(html.contains("<td><code>checkIn</code></td><td>string (date)</td><td>yes</td>"))
                // remove-feature: Reservations }
            }
        }
    }
}
