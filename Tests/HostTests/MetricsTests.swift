import FeatureContract
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
            HostConfiguration(port: 0, database: .sqliteInMemory), logger: Logger(label: "test"), metrics: Self.registry
        )
        try await app.test(.live) { client in
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
            let detail = try #require(
                Self.value(
                    of: "hb_requests",
                    labels: [
                        #"http_route="/landmarks/{id}""#, #"http_request_method="GET""#,
                        #"http_response_status_code="200""#,
                    ],
                    in: text))
            #expect(detail >= 3)
            #expect(
                text.contains(#"http_route="/api/v1/landmarks/{id}""#)
                    && text.contains(#"http_response_status_code="404""#))
            #expect(text.contains("http_server_request_duration_bucket{"))
            // remove-feature: Auth {
            #expect(
                (Self.value(of: "landmarks_logins_total", labels: [#"outcome="wrong-credentials""#], in: text) ?? 0)
                    >= 1)
            // remove-feature: Auth }
            #expect(!text.contains("/landmarks/1\""), "requests are labelled by template, never by the path asked for")
        }
    }

    @Test func databaseConnectionsInUseAreShownBesideThePoolsSize() async throws {
        let app = try await buildApplication(
            HostConfiguration(port: 0, database: .sqliteInMemory), logger: Logger(label: "test"), metrics: Self.registry
        )
        try await app.test(.live) { client in
            _ = try await client.execute(uri: "/api/v1/landmarks/1/availability", method: .get)
            let text = String(buffer: try await client.execute(uri: "/metrics", method: .get).body)
            // SQLite: one connection (ADR 0106). Other tests' databases share
            // the process's gauges, so only the series and its bounds are sure.
            #expect(Self.value(of: "landmarks_database_connections_max", labels: [], in: text) == 1)
            let inUse = try #require(Self.value(of: "landmarks_database_connections_in_use", labels: [], in: text))
            #expect(inUse >= 0)
            #expect(try #require(Self.value(of: "landmarks_database_waiting", labels: [], in: text)) >= 0)
        }
    }

    // remove-feature: Notifications {
    @Test func mailWaitingItsOldestWaitAndDeliveriesByOutcomeAreMeasured() async throws {
        let maildir = FileManager.default.temporaryDirectory.appendingPathComponent("metrics-mail-\(UUID())")
        defer { try? FileManager.default.removeItem(at: maildir) }
        let configuration = HostConfiguration(
            port: 0, database: .sqliteInMemory,
            settings: .defaults(["notifications.maildir": .init(.string(maildir.path), isSecret: false)]))
        let app = try await buildApplication(configuration, logger: Logger(label: "test"), metrics: Self.registry)
        try await app.test(.live) { client in
            // The gauges are set by the first delivery round.
            let measured = try await Self.metrics(client) {
                Self.value(of: "landmarks_mail_oldest_waiting_seconds", labels: [], in: $0) != nil
            }
            #expect(try #require(Self.value(of: "landmarks_mail_waiting", labels: [], in: measured)) >= 0)
            #expect(
                try #require(Self.value(of: "landmarks_mail_oldest_waiting_seconds", labels: [], in: measured)) >= 0)
            // remove-feature: Auth {
            let sent = { (text: String) in
                Self.value(of: "landmarks_mail_deliveries_total", labels: [#"outcome="sent""#], in: text) ?? 0
            }
            let sentBefore = sent(measured)
            let signUp = try await client.execute(
                uri: "/api/v1/auth/signup", method: .post, headers: [.contentType: "application/json"],
                body: ByteBuffer(
                    string: #"{"email":"metered@example.com","name":"Metered","password":"correct horse"}"#))
            #expect(signUp.status == .created)
            // The welcome goes out within the relay's and the delivery's rounds.
            let after = try await Self.metrics(client) { sent($0) > sentBefore }
            #expect(sent(after) >= sentBefore + 1)
            // remove-feature: Auth }
        }
    }

    /// `/metrics` once `holds` is true of it, or as it is after 30 s.
    private static func metrics(_ client: some TestClientProtocol, until holds: (String) -> Bool) async throws
        -> String
    {
        let deadline = ContinuousClock.now + .seconds(30)
        while true {
            let text = String(buffer: try await client.execute(uri: "/metrics", method: .get).body)
            if holds(text) || ContinuousClock.now > deadline { return text }
            try await Task.sleep(for: .milliseconds(100))
        }
    }
    // remove-feature: Notifications }

    @Test func onlyTheReadersTheOperatorNamesGetTheFigures() async throws {
        // A reader elsewhere: this test's client (loopback) is not one.
        let elsewhere = try await buildApplication(
            HostConfiguration(port: 0, database: .sqliteInMemory, metricsReaders: ["10.9.8.7"]),
            logger: Logger(label: "test"),
            metrics: Self.registry)
        try await elsewhere.test(.live) { client in
            let refused = try await client.execute(uri: "/metrics", method: .get)
            #expect(refused.status == .notFound)
            #expect(!String(buffer: refused.body).contains("hb_requests"))
        }
        // Behind a trusted proxy on loopback, a public client it forwards for
        // is refused, and the proxy's own machine is still served.
        let proxied = try await buildApplication(
            HostConfiguration(port: 0, database: .sqliteInMemory, trustedProxies: ["127.0.0.1"]),
            logger: Logger(label: "test"),
            metrics: Self.registry)
        try await proxied.test(.live) { client in
            let forwarded = try await client.execute(
                uri: "/metrics", method: .get, headers: [.init("X-Forwarded-For")!: "203.0.113.5"])
            #expect(forwarded.status == .notFound)
            let local = try await client.execute(
                uri: "/metrics", method: .get, headers: [.init("X-Forwarded-For")!: "127.0.0.1"])
            #expect(local.status == .ok)
            #expect(String(buffer: local.body).contains("hb_requests"))
        }
    }

    @Test func theReadersAreIPAddressesAndEmptyMeansNobody() {
        #expect(configuration().0.metricsReaders.sorted() == ["127.0.0.1", "::1"])
        #expect(configuration(["--metrics-readers", "10.0.0.1, ::1"]).0.metricsReaders == ["10.0.0.1", "::1"])
        #expect(configuration(["--metrics-readers", ""]).0.metricsReaders == [])
        #expect(
            configuration(["--metrics-readers", "prometheus.internal"]).1.first?.hasPrefix("metricsReaders: ") == true)
    }

    /// The value of the first sample of `name` whose labels include all of `labels`.
    private static func value(of name: String, labels: [String], in text: String) -> Double? {
        for line in text.split(separator: "\n") where line.hasPrefix(name + "{") || line.hasPrefix(name + " ") {
            guard labels.allSatisfy({ line.contains($0) }), let number = line.split(separator: " ").last else {
                continue
            }
            return Double(number)
        }
        return nil
    }
}
