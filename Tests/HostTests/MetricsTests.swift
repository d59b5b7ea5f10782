import Foundation
import Hummingbird
import HummingbirdTesting
import LandmarksHost
import Logging
import Prometheus
import Testing

/// `/metrics` on the real assembly: requests by route template and status,
/// their latency, and the features' own counters.
@Suite struct MetricsTests {
    /// swift-metrics is set up once per process, as `landmarks serve` does.
    static let registry = HostMetrics.bootstrap()

    @Test func requestsAreCountedByRouteTemplateAndLogInsByOutcome() async throws {
        let app = try await buildApplication(
            HostConfiguration(port: 0, database: .sqliteInMemory), logger: Logger(label: "test"), metrics: Self.registry)
        try await app.test(.router) { client in
            for id in [1, 2, 3] { _ = try await client.execute(uri: "/landmarks/\(id)", method: .get) }
            _ = try await client.execute(uri: "/api/v1/landmarks/999999", method: .get)
            // remove-feature: Auth {
            let refused = try await client.execute(
                uri: "/api/v1/auth/login", method: .post, headers: [.contentType: "application/json"],
                body: ByteBuffer(string: #"{"email":"nobody@example.com","password":"not the password"}"#))
            #expect(refused.status == .unauthorized)
            // remove-feature: Auth }

            let response = try await client.execute(uri: "/metrics", method: .get)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType]?.hasPrefix("text/plain; version=0.0.4") == true)
            let text = String(buffer: response.body)
            let detail = try #require(Self.value(
                of: "hb_requests", labels: [#"http_route="/landmarks/{id}""#, #"http_request_method="GET""#, #"http_response_status_code="200""#],
                in: text))
            #expect(detail >= 3)
            #expect(text.contains(#"http_route="/api/v1/landmarks/{id}""#) && text.contains(#"http_response_status_code="404""#))
            #expect(text.contains("http_server_request_duration_bucket{"))
            #expect((Self.value(of: "landmarks_logins_total", labels: [#"outcome="wrong-credentials""#], in: text) ?? 0) >= 1) // remove-feature: Auth
            #expect(!text.contains("/landmarks/1\""), "requests are labelled by template, never by the path asked for")
        }
    }

    @Test func databaseConnectionsInUseAreShownBesideThePoolsSize() async throws {
        let app = try await buildApplication(
            HostConfiguration(port: 0, database: .sqliteInMemory), logger: Logger(label: "test"), metrics: Self.registry)
        try await app.test(.router) { client in
            _ = try await client.execute(uri: "/api/v1/landmarks/1/availability", method: .get)
            let text = String(buffer: try await client.execute(uri: "/metrics", method: .get).body)
            // SQLite: one connection (ADR 0032). Other tests' databases share
            // the process's gauges, so only the series and its bounds are sure.
            #expect(Self.value(of: "landmarks_database_connections_max", labels: [], in: text) == 1)
            let inUse = try #require(Self.value(of: "landmarks_database_connections_in_use", labels: [], in: text))
            #expect(inUse >= 0)
            #expect(try #require(Self.value(of: "landmarks_database_waiting", labels: [], in: text)) >= 0)
        }
    }

    /// The value of the first sample of `name` whose labels include all of `labels`.
    private static func value(of name: String, labels: [String], in text: String) -> Double? {
        for line in text.split(separator: "\n") where line.hasPrefix(name + "{") || line.hasPrefix(name + " ") {
            guard labels.allSatisfy({ line.contains($0) }), let number = line.split(separator: " ").last else { continue }
            return Double(number)
        }
        return nil
    }
}
