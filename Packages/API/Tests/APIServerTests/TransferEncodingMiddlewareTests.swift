import API
import APIServer
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@Suite struct TransferEncodingMiddlewareTests {
    private func makeApp() -> some ApplicationProtocol {
        let router = Router(context: AppRequestContext.self)
        router.add(middleware: ProblemMiddleware())
        router.add(middleware: TransferEncodingMiddleware())
        router.post("/api/v1/echo") { request, _ in
            Response(status: .ok, body: .init(byteBuffer: try await request.body.collect(upTo: 1024)))
        }
        return Application(router: router)
    }

    @Test(arguments: ["gzip", "identity", "xchunked", "chunked;x", "gzip, chunked", "compress"])
    func aCodingOtherThanChunkedIs501NamingIt(_ coding: String) async throws {
        try await makeApp().test(.router) { client in
            let response = try await client.execute(
                uri: "/api/v1/echo", method: .post, headers: [.transferEncoding: coding], body: ByteBuffer(string: "{}")
            )
            #expect(response.status == .notImplemented)
            let problem = try APIJSON.decoder().decode(Problem.self, from: Data(buffer: response.body))
            #expect(problem.status == 501)
            let named = coding.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.first {
                $0 != "chunked"
            }
            #expect(problem.detail?.contains("\"\(named ?? "")\" is not supported") == true, "\(problem.detail ?? "")")
        }
    }

    @Test(arguments: [nil, "chunked", "Chunked"])
    func noCodingOrChunkedReachesTheRoute(_ coding: String?) async throws {
        try await makeApp().test(.router) { client in
            var headers = HTTPFields()
            if let coding { headers[.transferEncoding] = coding }
            let response = try await client.execute(
                uri: "/api/v1/echo", method: .post, headers: headers, body: ByteBuffer(string: "{}"))
            #expect(response.status == .ok)
            #expect(String(buffer: response.body) == "{}")
        }
    }
}
