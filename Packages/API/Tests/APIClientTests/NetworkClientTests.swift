import API
import APIClient
import APIServer
import Foundation
import Hummingbird
import HummingbirdTesting
import Synchronization
import Testing

private struct Greeting: Codable, Sendable, Equatable { var text: String }

private enum Endpoints {
    static let greet = Endpoint<JSONBody<Greeting>, Greeting>(
        .post, "/api/v1/greet", EndpointDocumentation("greet", summary: "greet"))
    static let secret = Endpoint<NoInput, Greeting>(
        .get, "/api/v1/secret", EndpointDocumentation("secret", summary: "secret"))
    static let slow = Endpoint<NoInput, Greeting>(
        .get, "/api/v1/slow", EndpointDocumentation("slow", summary: "slow"))
    static let remove = Endpoint<NoInput, NoContent>(
        .delete, "/api/v1/thing", success: .noContent, EndpointDocumentation("thing", summary: "thing"))
}

private func makeApp() -> some ApplicationProtocol {
    let router = Router(context: AppRequestContext.self)
    router.add(middleware: ProblemMiddleware())
    router.on(Endpoints.greet) { input, _, _ in
        guard !input.value.text.isEmpty else {
            throw Problem.unprocessable([FieldIssue(field: "text", message: "must not be empty")])
        }
        return Greeting(text: "Hello, \(input.value.text)")
    }
    router.on(Endpoints.secret) { _, request, _ in
        guard request.headers[.authorization] == "Bearer open-sesame" else {
            throw Problem.unauthorized("Sign in first.")
        }
        return Greeting(text: "the treasure")
    }
    router.on(Endpoints.remove) { _, _, _ in NoContent() }
    router.on(Endpoints.slow) { _, _, _ in
        try await Task.sleep(for: .seconds(3))
        return Greeting(text: "late")
    }
    return Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
}

/// The client against a real server on a loopback port.
@Suite struct NetworkClientTests {
    @Test func sendsAndDecodes() async throws {
        try await makeApp().test(.live) { client in
            let api = NetworkClient(baseURL: URL(string: "http://127.0.0.1:\(try #require(client.port))")!)
            #expect(
                try await api.send(Endpoints.greet, JSONBody(Greeting(text: "Ada"))) == Greeting(text: "Hello, Ada"))
            #expect(try await api.send(Endpoints.remove) == NoContent())
        }
    }

    @Test func surfacesTheServersProblem() async throws {
        try await makeApp().test(.live) { client in
            let api = NetworkClient(baseURL: URL(string: "http://127.0.0.1:\(try #require(client.port))")!)
            let error = try await #require(throws: APIClientError.self) {
                try await api.send(Endpoints.greet, JSONBody(Greeting(text: "")))
            }
            #expect(error.status == 422)
            guard case .problem(let problem) = error else {
                Issue.record("expected a problem")
                return
            }
            #expect(problem.errors == [FieldIssue(field: "text", message: "must not be empty")])
        }
    }

    @Test func sendsTheBearerToken() async throws {
        try await makeApp().test(.live) { client in
            let base = URL(string: "http://127.0.0.1:\(try #require(client.port))")!
            let anonymous = NetworkClient(baseURL: base)
            await #expect(throws: APIClientError.problem(.unauthorized("Sign in first."))) {
                try await anonymous.send(Endpoints.secret)
            }
            let signedIn = NetworkClient(baseURL: base, bearerToken: "open-sesame")
            #expect(try await signedIn.send(Endpoints.secret) == Greeting(text: "the treasure"))
        }
    }

    @Test func aClosedPortIsOffline() async throws {
        let api = NetworkClient(baseURL: URL(string: "http://127.0.0.1:9")!)
        let error = try await #require(throws: APIClientError.self) { try await api.send(Endpoints.remove) }
        guard case .offline(let reason) = error else {
            Issue.record("expected offline, got \(error)")
            return
        }
        #expect(reason.contains("127.0.0.1:9"))
        #expect(error.isNetworkFailure)
        #expect(error.message.hasPrefix("Cannot reach the server"))
    }

    @Test func aLateAnswerTimesOut() async throws {
        try await makeApp().test(.live) { client in
            let api = NetworkClient(
                baseURL: URL(string: "http://127.0.0.1:\(try #require(client.port))")!, timeout: .milliseconds(400))
            let started = ContinuousClock.now
            let error = try await #require(throws: APIClientError.self) { try await api.send(Endpoints.slow) }
            #expect(error == .timedOut(seconds: 0.4))
            #expect(error.isNetworkFailure)
            // It waited its timeout, and gave up well before the server's three seconds.
            let waited = ContinuousClock.now - started
            #expect(waited >= .milliseconds(390) && waited < .seconds(2.5))
        }
    }

    @Test func aProblemIsNotANetworkFailureUnlessTheServerFailed() {
        #expect(!APIClientError.problem(.notFound("no such landmark")).isNetworkFailure)
        #expect(APIClientError.problem(Problem(title: "Service Unavailable", status: 503)).isNetworkFailure)
        let invalid = APIClientError.problem(
            .unprocessable([
                FieldIssue(field: "guests", message: "at least 1"), FieldIssue(field: "notes", message: "too long"),
            ]))
        #expect(invalid.message == "guests: at least 1; notes: too long")
        #expect(APIClientError.problem(.notFound("No landmark 7.")).message == "No landmark 7.")
    }
}

/// An endpoint that names its answers, on a server that notes what each
/// answer cost in body bytes.
private final class Catalogue: Sendable {
    static let list = Endpoint<NoInput, [Greeting]>(
        .get, "/api/v1/greetings", EndpointDocumentation("listGreetings", summary: "greetings", conditional: true))
    private let state = Mutex<(revision: Int, sent: [(status: Int, bytes: Int)])>((1, []))

    var sent: [(status: Int, bytes: Int)] { state.withLock { $0.sent } }
    func revise() { state.withLock { $0.revision += 1 } }

    func makeApp() -> some ApplicationProtocol {
        let router = Router(context: AppRequestContext.self)
        router.add(middleware: BodyBytes { status, bytes in self.state.withLock { $0.sent.append((status, bytes)) } })
        let generation: @Sendable (Request, AppRequestContext) async throws -> Int? = { _, _ in
            self.state.withLock { $0.revision }
        }
        router.on(Self.list, cache: ResponseCache(), generation: generation) { _, _, _ in
            let revision = self.state.withLock { $0.revision }
            return [Greeting(text: "revision \(revision)")]
        }
        return Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
    }
}

private struct BodyBytes: RouterMiddleware {
    typealias Context = AppRequestContext
    let note: @Sendable (Int, Int) -> Void

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        let response = try await next(request, context)
        note(Int(response.status.code), response.body.contentLength ?? -1)
        return response
    }
}

@Suite struct RevalidationTests {
    @Test func aKeptAnswerIsRevalidatedAndA304RefreshesItWithoutItsBody() async throws {
        let catalogue = Catalogue()
        try await catalogue.makeApp().test(.live) { client in
            let api = NetworkClient(baseURL: URL(string: "http://127.0.0.1:\(try #require(client.port))")!)
            let cache = TieredCache(disk: nil)
            func load() async throws -> [Loaded<[Greeting]>] {
                var shown: [Loaded<[Greeting]>] = []
                let stream = cache.load("greetings", policy: .networkOnly) { etag in
                    try await api.send(Catalogue.list, NoInput(), ifNoneMatch: etag)
                }
                for try await loaded in stream { shown.append(loaded) }
                return shown
            }

            let first = try await load()
            #expect(first.map(\.value) == [[Greeting(text: "revision 1")]])
            let tag = try #require(cache.entry("greetings", as: [Greeting].self)?.etag)

            let second = try await load()
            #expect(second.map(\.value) == [[Greeting(text: "revision 1")]])
            #expect(second.first?.origin == .network)
            #expect(cache.entry("greetings", as: [Greeting].self)?.etag == tag)

            catalogue.revise()
            let third = try await load()
            #expect(third.map(\.value) == [[Greeting(text: "revision 2")]])
            #expect(cache.entry("greetings", as: [Greeting].self)?.etag != tag)

            // The first and third answers carried the list; the second, a
            // 304, carried no body at all.
            let sent = catalogue.sent
            #expect(sent.map(\.status) == [200, 304, 200])
            #expect(sent.count == 3 && sent[0].bytes > 0 && sent[1].bytes == 0 && sent[2].bytes > 0)
        }
    }

    @Test func withNothingKeptNoTagIsSentAndTheAnswerIsWhole() async throws {
        let catalogue = Catalogue()
        try await catalogue.makeApp().test(.live) { client in
            let api = NetworkClient(baseURL: URL(string: "http://127.0.0.1:\(try #require(client.port))")!)
            guard
                case .changed(let greetings, let etag) = try await api.send(Catalogue.list, NoInput(), ifNoneMatch: nil)
            else {
                Issue.record("a request without a tag got a 304")
                return
            }
            #expect(greetings == [Greeting(text: "revision 1")])
            #expect(etag?.isEmpty == false)
            #expect(catalogue.sent.map(\.status) == [200])
        }
    }

    /// swift-openapi-runtime sends a header parameter percent-encoded; the
    /// tag still names the answer.
    @Test func aPercentEncodedTagIsAnsweredWithA304() async throws {
        let catalogue = Catalogue()
        try await catalogue.makeApp().test(.router) { client in
            let tag = try await client.execute(uri: "/api/v1/greetings", method: .get) { $0.headers[.eTag] }
            let encoded = try #require(tag?.addingPercentEncoding(withAllowedCharacters: .alphanumerics))
            #expect(encoded.hasPrefix("%22"))
            try await client.execute(uri: "/api/v1/greetings", method: .get, headers: [.ifNoneMatch: encoded]) {
                #expect($0.status == .notModified)
            }
        }
    }
}
