import API
import APIServer
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import PageLayout
import Route
import Testing

/// An error from below the features that the host explains (storage full,
/// here) reaches a client as its own status with `Retry-After`, a problem
/// body under the API and a page elsewhere, instead of a 500.
@Suite struct ExplainedErrorTests {
    struct DiskFull: Error {}

    private func makeApp() throws -> some ApplicationProtocol {
        let explain: ExplainError = { error in
            error is DiskFull
                ? Problem(title: "Insufficient Storage", status: 507, detail: "No room.", retryAfter: 30) : nil
        }
        let router = Router(context: AppRequestContext.self)
        router.add(middleware: ProblemMiddleware(explaining: explain))
        router.add(
            middleware: ErrorPageMiddleware(
                layout: try PageLayout(menu: NavigationMenu()), home: "/", explaining: explain))
        router.post("/api/v1/notes") { _, _ -> Response in throw DiskFull() }
        router.post("/notes") { _, _ -> Response in throw DiskFull() }
        router.post("/broken") { _, _ -> Response in throw CancellationError() }
        return Application(router: router)
    }

    @Test func anExplainedErrorUnderTheAPIIsItsProblem() async throws {
        try await makeApp().test(.router) { client in
            let response = try await client.execute(uri: "/api/v1/notes", method: .post)
            #expect(response.status.code == 507)
            #expect(response.headers[.retryAfter] == "30")
            let problem = try APIJSON.decoder().decode(Problem.self, from: Data(buffer: response.body))
            #expect(problem.detail == "No room.")
        }
    }

    @Test func anExplainedErrorUnderAPageIsAPageSayingNothingWasSaved() async throws {
        try await makeApp().test(.router) { client in
            let response = try await client.execute(uri: "/notes", method: .post)
            #expect(response.status.code == 507)
            #expect(response.headers[.retryAfter] == "30")
            #expect(String(buffer: response.body).contains("Nothing was saved"))
        }
    }

    @Test func anErrorNothingExplainsIsStillA500() async throws {
        try await makeApp().test(.router) { client in
            let response = try await client.execute(uri: "/broken", method: .post)
            #expect(response.status == .internalServerError)
        }
    }
}
