import APIServer
import CompressNIO
import Hummingbird
import HummingbirdTesting
import PageLayout
import Testing

@Suite struct ResponseCompressionTests {
    static let page = "<!doctype html><title>t</title>" + String(repeating: "<p>Half Dome at dawn</p>\n", count: 200)

    func makeApp() -> some ApplicationProtocol {
        let router = Router(context: AppRequestContext.self)
        router.add(middleware: ResponseCompression())
        router.get("/page") { _, _ in
            var response = Response.html(Self.page)
            response.headers[.eTag] = "\"v1\""
            return response
        }
        router.get("/short") { _, _ in Response.html("<p>short</p>") }
        router.get("/binary") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "image/x-icon"],
                body: .init(byteBuffer: ByteBuffer(repeating: 7, count: 4096)))
        }
        StaticAssetRoutes.add(to: router)
        return Application(router: router)
    }

    @Test func aPageIsGzippedForAClientThatAcceptsItAndInflatesToTheSameBytes() async throws {
        try await makeApp().test(.router) { client in
            try await client.execute(uri: "/page", method: .get, headers: [.acceptEncoding: "br, gzip;q=0.8"]) {
                response in
                #expect(response.headers[.contentEncoding] == "gzip")
                #expect(response.headers[.vary]?.contains("Accept-Encoding") == true)
                #expect(response.headers[.eTag] == "W/\"v1\"")
                #expect(response.body.readableBytes < Self.page.utf8.count / 4)
                var body = response.body
                let inflated = try body.decompress(with: .gzip)
                #expect(String(buffer: inflated) == Self.page)
            }
        }
    }

    @Test func withGzipRefusedTheBytesAreSentAsTheyAreWithVaryAndWithoutAcceptEncodingUntouched() async throws {
        try await makeApp().test(.router) { client in
            for headers: HTTPFields in [[.acceptEncoding: "gzip;q=0, identity"], [.acceptEncoding: "br"], [:]] {
                try await client.execute(uri: "/page", method: .get, headers: headers) { response in
                    #expect(response.headers[.contentEncoding] == nil)
                    #expect(String(buffer: response.body) == Self.page)
                    #expect(response.headers[.eTag] == "\"v1\"")
                    // Only a client that named encodings is told the answer varies by them.
                    let named = headers[.acceptEncoding] != nil
                    #expect((response.headers[.vary]?.contains("Accept-Encoding") == true) == named, "\(headers)")
                }
            }
        }
    }

    @Test func aShortAnswerAndANonTextOneAreNotCompressed() async throws {
        try await makeApp().test(.router) { client in
            for uri in ["/short", "/binary"] {
                try await client.execute(uri: uri, method: .get, headers: [.acceptEncoding: "gzip"]) { response in
                    #expect(response.status == .ok)
                    #expect(response.headers[.contentEncoding] == nil, "\(uri)")
                }
            }
        }
    }

    @Test func theStylesheetIsGzippedAndItsETagStillRevalidatesTo304() async throws {
        let stylesheet = StaticAssets.stylesheet
        try await makeApp().test(.router) { client in
            let etag = try await client.execute(uri: stylesheet.path, method: .get, headers: [.acceptEncoding: "gzip"])
            {
                response in
                #expect(response.headers[.contentEncoding] == "gzip")
                var body = response.body
                #expect(Array(buffer: try body.decompress(with: .gzip)) == stylesheet.bytes)
                return try #require(response.headers[.eTag])
            }
            #expect(etag == "W/" + stylesheet.etag)
            try await client.execute(
                uri: stylesheet.path, method: .get, headers: [.acceptEncoding: "gzip", .ifNoneMatch: etag]
            ) { response in
                #expect(response.status == .notModified)
                #expect(response.body.readableBytes == 0)
            }
        }
    }
}
