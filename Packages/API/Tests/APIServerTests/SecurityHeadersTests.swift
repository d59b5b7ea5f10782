import APIServer
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@Suite struct SecurityHeadersTests {
    private func makeApp() -> some ApplicationProtocol {
        let router = Router(context: AppRequestContext.self)
        router.add(middleware: SecurityHeadersMiddleware())
        router.add(middleware: ProblemMiddleware())
        router.get("/page") { _, _ in Response.html("<p>hi</p>") }
        return Application(router: router)
    }

    @Test(arguments: ["/page", "/missing"])
    func everyResponseCarriesTheHardeningHeaders(path: String) async throws {
        try await makeApp().test(.router) { client in
            try await client.execute(uri: path, method: .get) { response in
                let csp = try #require(response.headers[HTTPField.Name("Content-Security-Policy")!])
                #expect(csp.contains("frame-ancestors 'none'"))
                #expect(csp.contains("default-src 'self'"))
                #expect(!csp.contains("unsafe-inline"))
                #expect(response.headers[HTTPField.Name("X-Content-Type-Options")!] == "nosniff")
                #expect(response.headers[HTTPField.Name("Referrer-Policy")!] == "same-origin")
                #expect(response.headers[HTTPField.Name("X-Frame-Options")!] == "DENY")
            }
        }
    }

    @Test func anUnhandledNotFoundStillGetsItsStatus() async throws {
        try await makeApp().test(.router) { client in
            try await client.execute(uri: "/missing", method: .get) { response in
                #expect(response.status == .notFound)
            }
        }
    }
}
