import API
import APIClient
import APIServer
import Foundation
import Hummingbird
import HummingbirdTesting
import SampleApi
import SampleClient
import Testing

/// A server that answers this feature's endpoint with records the test
/// chooses, some of which break the domain's rules.
private func server(records: [SampleItemDTO]) -> some ApplicationProtocol {
    let router = Router(context: AppRequestContext.self)
    router.add(middleware: ProblemMiddleware())
    router.on(SampleEndpoints.items) { _, _, _ in records }
    return Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
}

@Suite struct SampleServiceLiveTests {
    @Test func recordsThatBreakTheRulesAreDroppedAndReported() async throws {
        let records = [
            SampleItemDTO(id: 1, title: "One"), SampleItemDTO(id: 2, title: "  "), SampleItemDTO(id: 3, title: "Three"),
        ]
        try await server(records: records).test(.live) { http in
            let base = URL(string: "http://127.0.0.1:\(try #require(http.port))")!
            let service = SampleService.live(
                client: NetworkClient(baseURL: base), baseURL: base, cache: TieredCache(disk: nil))
            let list = try await service.items(.networkOnly).firstShown()
            #expect(list.origin == .network)
            #expect(list.value.items.map(\.id) == [1, 3])
            #expect(list.value.dropped == [DroppedRecord(id: "item 2", reason: "A title is required.")])
        }
    }

    @Test func theDiskCacheAnswersWhenTheServerIsGone() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "SampleClient-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let base = try await server(records: [SampleItemDTO(id: 1, title: "One")]).test(.live) { http in
            let base = URL(string: "http://127.0.0.1:\(try #require(http.port))")!
            let service = SampleService.live(
                client: NetworkClient(baseURL: base), baseURL: base, cache: TieredCache(directory: directory))
            _ = try await service.items(.networkOnly).firstShown()
            return base
        }
        // The server is gone; a new cache over the same folder, as a new process would have.
        let service = SampleService.live(
            client: NetworkClient(baseURL: base), baseURL: base, cache: TieredCache(directory: directory))
        let cached = try await service.items(.networkElseCache).firstShown()
        #expect(cached.origin.isCache)
        #expect(cached.value.items.map(\.title) == ["One"])
        await #expect(throws: APIClientError.self) { try await service.items(.networkOnly).firstShown() }
    }
}
