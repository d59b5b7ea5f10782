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
        guard request.headers[.authorization] == "Bearer open-sesame" else { throw Problem.unauthorized("Sign in first.") }
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

    @Test func aClosedPortIsOffline() async throws {
        let api = NetworkClient(baseURL: URL(string: "http://127.0.0.1:9")!)
        let error = try await #require(throws: APIClientError.self) { try await api.send(Endpoints.remove) }
        guard case let .offline(reason) = error else { Issue.record("expected offline, got \(error)"); return }
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
            .unprocessable([FieldIssue(field: "guests", message: "at least 1"), FieldIssue(field: "notes", message: "too long")]))
        #expect(invalid.message == "guests: at least 1; notes: too long")
        #expect(APIClientError.problem(.notFound("No landmark 7.")).message == "No landmark 7.")
    }
}
