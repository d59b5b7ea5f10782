import API
import APIServer
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

/// Under `/api/` a body must be JSON: anything else is a 415 problem that says
/// what to send, before the endpoint reads it; pages and bodiless requests pass.
@Suite struct JSONBodyMiddlewareTests {
    private func makeApp() -> some ApplicationProtocol {
        let router = Router(context: AppRequestContext.self)
        router.add(middleware: ProblemMiddleware())
        router.add(middleware: JSONBodyMiddleware())
        router.post("/api/v1/echo") { request, _ in
            Response(status: .ok, body: .init(byteBuffer: try await request.body.collect(upTo: 1024)))
        }
        router.post("/form") { _, _ in Response(status: .ok) }
        return Application(router: router)
    }

    @Test(arguments: ["application/x-www-form-urlencoded", "text/plain", "multipart/form-data; boundary=x", nil])
    func aBodyThatIsNotJSONIs415(_ type: String?) async throws {
        try await makeApp().test(.router) { client in
            var headers = HTTPFields()
            if let type { headers[.contentType] = type }
            let response = try await client.execute(
                uri: "/api/v1/echo", method: .post, headers: headers, body: ByteBuffer(string: "a=1"))
            #expect(response.status == .unsupportedMediaType)
            let problem = try APIJSON.decoder().decode(Problem.self, from: Data(buffer: response.body))
            #expect(problem.status == 415)
            #expect(problem.detail?.contains("Content-Type: application/json") == true)
        }
    }

    @Test(arguments: [
        "application/json", "application/json; charset=utf-8", "Application/JSON", "application/problem+json",
    ])
    func aJSONBodyReachesTheEndpoint(_ type: String) async throws {
        try await makeApp().test(.router) { client in
            let response = try await client.execute(
                uri: "/api/v1/echo", method: .post, headers: [.contentType: type], body: ByteBuffer(string: "{}"))
            #expect(response.status == .ok)
            #expect(String(buffer: response.body) == "{}")
        }
    }

    @Test func aBodilessRequestAndAPageFormPass() async throws {
        try await makeApp().test(.router) { client in
            #expect(try await client.execute(uri: "/api/v1/echo", method: .post).status == .ok)
            let form = try await client.execute(
                uri: "/form", method: .post, headers: [.contentType: "application/x-www-form-urlencoded"],
                body: ByteBuffer(string: "a=1"))
            #expect(form.status == .ok)
        }
    }
}
