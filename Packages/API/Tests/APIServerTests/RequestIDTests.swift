import APIServer
import APIServerTesting
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@Suite struct RequestIDTests {
    private func makeApp(_ log: LogRecorder) -> some ApplicationProtocol {
        let logger = log.logger(label: "feature", metadataProvider: RequestID.metadataProvider)
        let router = Router(context: AppRequestContext.self)
        router.add(middleware: RequestIDMiddleware())
        router.add(middleware: ProblemMiddleware())
        router.get("/work") { _, _ in
            // A feature's logger, made once and knowing nothing of requests.
            logger.info("did the work", metadata: ["event": "work.done"])
            return "done"
        }
        return Application(router: router)
    }

    @Test func aSensibleIdSentIsKeptAnsweredAndOnEveryLineOfThatRequest() async throws {
        let log = LogRecorder()
        try await makeApp(log).test(.router) { client in
            let response = try await client.execute(
                uri: "/work", method: .get, headers: [RequestID.header: "edge-42.a_b:c"])
            #expect(response.headers[RequestID.header] == "edge-42.a_b:c")
        }
        #expect(log.events("work.done").first?.metadata["request.id"] == "edge-42.a_b:c")
    }

    @Test(arguments: [nil, "", "has space", String(repeating: "a", count: 129), "new\nline", "é"])
    func anythingElseGetsAFreshIdOfItsOwn(sent: String?) async throws {
        let log = LogRecorder()
        try await makeApp(log).test(.router) { client in
            let headers: HTTPFields = sent.map { [RequestID.header: $0] } ?? [:]
            let first = try await client.execute(uri: "/work", method: .get, headers: headers)
            let second = try await client.execute(uri: "/nope", method: .get, headers: headers)
            let id = try #require(first.headers[RequestID.header])
            #expect(id.count == 32 && id != sent)
            #expect(second.status == .notFound)
            #expect(second.headers[RequestID.header] != nil && second.headers[RequestID.header] != id)
        }
        #expect(log.events("work.done").first?.metadata["request.id"]?.count == 32)
    }

    @Test func outsideARequestNothingIsAdded() {
        let log = LogRecorder()
        log.logger(metadataProvider: RequestID.metadataProvider).info("starting")
        #expect(log.entries.first?.metadata["request.id"] == nil)
    }
}
