import Foundation
import Hummingbird
import HummingbirdTesting
import LandmarksHost
import Logging
import Testing

/// The real assembly, in process, on an in-memory database.
@Suite struct HostAssemblyTests {
    private func makeApp() async throws -> some ApplicationProtocol {
        try await buildApplication(HostConfiguration(port: 0, database: .sqliteInMemory), logger: Logger(label: "test"))
    }

    @Test func healthAndReadiness() async throws {
        try await makeApp().test(.router) { client in
            try await client.execute(uri: "/healthz", method: .get) { #expect($0.status == .ok) }
            try await client.execute(uri: "/readyz", method: .get) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body) == "ready\n")
            }
        }
    }

    @Test func theHomeRedirectsToTheFirstFeature() async throws {
        try await makeApp().test(.router) { client in
            try await client.execute(uri: "/", method: .get) { response in
                #expect(response.status == .seeOther)
                #expect(response.headers[.location] == "/landmarks")
            }
        }
    }

    @Test func everyPageHasTheNavigationOfEveryMountedFeature() async throws {
        try await makeApp().test(.router) { client in
            try await client.execute(uri: "/categories", method: .get) { response in
                #expect(String(buffer: response.body).contains(#"<a href="/landmarks">Landmarks</a>"#))
            }
        }
    }

    @Test func servesTheStylesheet() async throws {
        try await makeApp().test(.router) { client in
            try await client.execute(uri: "/assets/app.css", method: .get) { response in
                #expect(response.headers[.contentType] == "text/css; charset=utf-8")
                #expect(String(buffer: response.body).contains(".site-header"))
            }
        }
    }

    @Test func theFirstRunMigratesAndSeeds() async throws {
        try await makeApp().test(.router) { client in
            try await client.execute(uri: "/api/v1/landmarks?perPage=1", method: .get) { response in
                #expect(String(buffer: response.body).contains(#""total":37"#))
            }
        }
    }

    @Test func anUnknownPathIsA404() async throws {
        try await makeApp().test(.router) { client in
            try await client.execute(uri: "/nowhere", method: .get) { #expect($0.status == .notFound) }
        }
    }

    @Test func anUnreachableDatabaseStopsTheLaunch() async throws {
        await #expect(throws: (any Error).self) {
            _ = try await buildApplication(
                HostConfiguration(port: 0, database: .sqlite(path: "/proc/forbidden/x.sqlite")), logger: Logger(label: "test"))
        }
    }
}
