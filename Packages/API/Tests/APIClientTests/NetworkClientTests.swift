import API
import APIClient
import APIServer
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

private struct Greeting: Codable, Sendable, Equatable { var text: String }

private enum Endpoints {
    static let greet = Endpoint<JSONBody<Greeting>, Greeting>(
        .post, "/api/v1/greet", EndpointDocumentation("greet", summary: "greet"))
    static let secret = Endpoint<NoInput, Greeting>(
        .get, "/api/v1/secret", EndpointDocumentation("secret", summary: "secret"))
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
        guard request.headers[.authorization] == "Bearer open-sesame" else { throw Problem.unauthorized("Sign in first.") }
        return Greeting(text: "the treasure")
    }
    router.on(Endpoints.remove) { _, _, _ in NoContent() }
    return Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
}

/// The client against a real server on a loopback port.
@Suite struct NetworkClientTests {
    @Test func sendsAndDecodes() async throws {
        try await makeApp().test(.live) { client in
            let api = NetworkClient(baseURL: URL(string: "http://127.0.0.1:\(try #require(client.port))")!)
            #expect(try await api.send(Endpoints.greet, JSONBody(Greeting(text: "Ada"))) == Greeting(text: "Hello, Ada"))
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
            guard case let .problem(problem) = error else { Issue.record("expected a problem"); return }
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

    @Test func aClosedPortIsATransportError() async throws {
        let api = NetworkClient(baseURL: URL(string: "http://127.0.0.1:9")!)
        let error = try await #require(throws: APIClientError.self) { try await api.send(Endpoints.remove) }
        guard case .transport = error else { Issue.record("expected transport, got \(error)"); return }
    }
}
