import API
import APIServer
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

private struct Echo: Codable, Sendable, Equatable {
    var name: String
    var times: Int
}

private struct Failure: Error {}

private enum TestEndpoints {
    static let echo = Endpoint<JSONBody<Echo>, Echo>(
        .post, "/api/v1/echo", success: .created, EndpointDocumentation("echo", summary: "echo"))
    static let page = Endpoint<PagedInput, Page<Int>>(
        .get, "/api/v1/numbers", EndpointDocumentation("numbers", summary: "numbers"))
    static let crash = Endpoint<NoInput, Echo>(
        .get, "/api/v1/crash", EndpointDocumentation("crash", summary: "crash"))
    static let gone = Endpoint<NoInput, NoContent>(
        .delete, "/api/v1/gone", success: .noContent, EndpointDocumentation("gone", summary: "gone"))
}

private struct PagedInput: EndpointInput {
    var page: PageRequest
    init(parts: RequestParts) throws { page = try PageRequest(query: parts) }
    func parts() throws -> RequestParts { RequestParts(query: page.queryItems) }
    static var documentation: InputDocumentation {
        InputDocumentation(parameters: PageRequest.parameters, problems: PageRequest.problems)
    }
}

private func makeRouter() -> Router<AppRequestContext> {
    let router = Router(context: AppRequestContext.self)
    router.add(middleware: ProblemMiddleware())
    router.on(TestEndpoints.echo) { input, _, _ in Echo(name: input.value.name, times: input.value.times * 2) }
    router.on(TestEndpoints.page) { input, _, _ in
        let all = Array(1...45)
        let items = Array(all.dropFirst(input.page.offset).prefix(input.page.perPage))
        return Page(items: items, page: input.page.page, perPage: input.page.perPage, total: all.count)
    }
    router.on(TestEndpoints.crash) { _, _, _ in throw Failure() }
    router.on(TestEndpoints.gone) { _, _, _ in NoContent() }
    return router
}

@Suite struct EndpointMountingTests {
    @Test func answersWithTheSuccessStatusAndJSON() async throws {
        let app = Application(router: makeRouter())
        try await app.test(.router) { client in
            try await client.execute(
                uri: "/api/v1/echo", method: .post, body: ByteBuffer(string: #"{"name":"Ada","times":2}"#)
            ) { response in
                #expect(response.status == .created)
                #expect(response.headers[.contentType] == "application/json; charset=utf-8")
                let echo = try APIJSON.decoder().decode(Echo.self, from: Data(buffer: response.body))
                #expect(echo == Echo(name: "Ada", times: 4))
            }
        }
    }

    @Test func badInputIsAProblemBeforeTheHandlerRuns() async throws {
        let app = Application(router: makeRouter())
        try await app.test(.router) { client in
            try await client.execute(uri: "/api/v1/echo", method: .post, body: ByteBuffer(string: #"{"name":"Ada"}"#)) {
                response in
                #expect(response.status == .unprocessableContent)
                #expect(response.headers[.contentType] == Problem.contentType)
                let problem = try APIJSON.decoder().decode(Problem.self, from: Data(buffer: response.body))
                #expect(problem.errors?.first?.field == "times")
            }
            try await client.execute(uri: "/api/v1/numbers?perPage=10000", method: .get) { response in
                #expect(response.status == .unprocessableContent)
            }
        }
    }

    @Test func paginatesFromTheQuery() async throws {
        let app = Application(router: makeRouter())
        try await app.test(.router) { client in
            try await client.execute(uri: "/api/v1/numbers?page=3&perPage=20", method: .get) { response in
                let page = try APIJSON.decoder().decode(Page<Int>.self, from: Data(buffer: response.body))
                #expect(page.items == Array(41...45))
                #expect(page.totalPages == 3)
            }
        }
    }

    @Test func anUnexpectedErrorIsA500ThatRevealsNothing() async throws {
        let app = Application(router: makeRouter())
        try await app.test(.router) { client in
            try await client.execute(uri: "/api/v1/crash", method: .get) { response in
                #expect(response.status == .internalServerError)
                let body = String(buffer: response.body)
                #expect(!body.contains("Failure"))
                let problem = try APIJSON.decoder().decode(Problem.self, from: Data(buffer: response.body))
                #expect(problem == .internalError())
            }
        }
    }

    @Test func anOversizedBodyIs413() async throws {
        let app = Application(router: makeRouter())
        let huge = #"{"name":""# + String(repeating: "a", count: AppRequestContext.maxBodySize + 10) + #"","times":1}"#
        try await app.test(.router) { client in
            try await client.execute(uri: "/api/v1/echo", method: .post, body: ByteBuffer(string: huge)) { response in
                #expect(response.status == .contentTooLarge)
                #expect(response.headers[.contentType] == Problem.contentType)
            }
        }
    }

    @Test func unknownRouteIsA404Problem() async throws {
        let app = Application(router: makeRouter())
        try await app.test(.router) { client in
            try await client.execute(uri: "/api/v1/nothing-here", method: .get) { response in
                #expect(response.status == .notFound)
            }
        }
    }

    @Test func noContentHasNoBody() async throws {
        let app = Application(router: makeRouter())
        try await app.test(.router) { client in
            try await client.execute(uri: "/api/v1/gone", method: .delete) { response in
                #expect(response.status == .noContent)
                #expect(response.body.readableBytes == 0)
            }
        }
    }
}
