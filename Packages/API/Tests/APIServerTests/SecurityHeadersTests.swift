import API
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

    private func makeAPIApp(strictTransportSecurity: Bool = false) -> some ApplicationProtocol {
        let router = Router(context: AppRequestContext.self)
        router.add(middleware: SecurityHeadersMiddleware(strictTransportSecurity: strictTransportSecurity))
        router.add(middleware: ProblemMiddleware())
        router.get("/api/v1/me") { _, _ in Response(status: .ok, body: .init(byteBuffer: ByteBuffer(string: "{}"))) }
        router.get("/api/v1/public") { _, _ in
            Response(status: .ok, headers: [.cacheControl: "no-cache", .eTag: "\"1\""])
        }
        router.get("/api/v1/private") { _, _ -> Response in throw Problem.unauthorized("Log in.") }
        router.get("/page") { _, _ in Response.html("<p>hi</p>") }
        return Application(router: router)
    }

    @Test func apiAnswersAreNotStoredUnlessTheEndpointChoseItsOwnCaching() async throws {
        try await makeAPIApp().test(.router) { client in
            let me = try await client.execute(uri: "/api/v1/me", method: .get)
            #expect(me.headers[.cacheControl] == "no-store")
            let problem = try await client.execute(uri: "/api/v1/nope", method: .get)
            #expect(problem.headers[.cacheControl] == "no-store")
            let shared = try await client.execute(uri: "/api/v1/public", method: .get)
            #expect(shared.headers[.cacheControl] == "no-cache")
        }
    }

    @Test func a401FromTheAPISaysHowToAuthenticate() async throws {
        try await makeAPIApp().test(.router) { client in
            let anonymous = try await client.execute(uri: "/api/v1/private", method: .get)
            #expect(anonymous.status == .unauthorized)
            #expect(anonymous.headers[.wwwAuthenticate] == #"Bearer realm="landmarks""#)
            let refused = try await client.execute(
                uri: "/api/v1/private", method: .get, headers: [.authorization: "Bearer expired"])
            #expect(refused.headers[.wwwAuthenticate] == #"Bearer realm="landmarks", error="invalid_token""#)
        }
    }

    @Test func httpsSitesAskBrowsersToKeepToHTTPS() async throws {
        let hsts = HTTPField.Name("Strict-Transport-Security")!
        try await makeAPIApp(strictTransportSecurity: true).test(.router) { client in
            let page = try await client.execute(uri: "/page", method: .get)
            #expect(page.headers[hsts] == "max-age=31536000")
        }
        try await makeAPIApp().test(.router) { client in
            let page = try await client.execute(uri: "/page", method: .get)
            #expect(page.headers[hsts] == nil)
        }
    }
}
