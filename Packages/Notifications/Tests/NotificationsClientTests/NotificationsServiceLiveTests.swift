import API
import APIClient
import APIServer
import Foundation
import Hummingbird
import HummingbirdTesting
import NotificationsApi
import NotificationsClient
import Testing

/// A server that answers this feature's endpoint with records the test
/// chooses, some of which this client cannot read.
private func server(records: [SentMailDTO]) -> some ApplicationProtocol {
    let router = Router(context: AppRequestContext.self)
    router.add(middleware: ProblemMiddleware())
    router.on(NotificationsEndpoints.sentMail) { _, _, _ in records }
    return Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
}

private func record(_ number: Int, kind: String = "welcome", status: String = "sent") -> SentMailDTO {
    SentMailDTO(
        id: UUID(uuidString: "00000000-0000-0000-0000-00000000000\(number)")!, kind: kind, subject: "Mail \(number)",
        to: "ada@example.com", status: status, createdAt: Date(timeIntervalSince1970: Double(number)), sentAt: nil)
}

@Suite struct NotificationsServiceLiveTests {
    @Test func recordsOfAKindOrStatusThisClientDoesNotKnowAreDroppedAndReported() async throws {
        let records = [record(1), record(2, kind: "postcard"), record(3, kind: "booking-confirmed", status: "waiting")]
        try await server(records: records).test(.live) { http in
            let base = URL(string: "http://127.0.0.1:\(try #require(http.port))")!
            let service = NotificationsService.live(
                client: NetworkClient(baseURL: base), baseURL: base, cache: TieredCache(disk: nil))
            let list = try await service.sentMail(.networkOnly).firstShown()
            #expect(list.origin == .network)
            #expect(list.value.mails.map(\.subject) == ["Mail 1", "Mail 3"])
            #expect(list.value.mails.map(\.status) == [.sent, .waiting])
            #expect(
                list.value.dropped == [
                    DroppedRecord(id: "mail \(records[1].id)", reason: "unknown kind postcard or status sent")
                ])
        }
    }

    @Test func theDiskCacheAnswersWhenTheServerIsGone() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "NotificationsClient-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let base = try await server(records: [record(1)]).test(.live) { http in
            let base = URL(string: "http://127.0.0.1:\(try #require(http.port))")!
            let service = NotificationsService.live(
                client: NetworkClient(baseURL: base), baseURL: base, cache: TieredCache(directory: directory))
            _ = try await service.sentMail(.networkOnly).firstShown()
            return base
        }
        // The server is gone; a new cache over the same folder, as a new process would have.
        let service = NotificationsService.live(
            client: NetworkClient(baseURL: base), baseURL: base, cache: TieredCache(directory: directory))
        let cached = try await service.sentMail(.networkElseCache).firstShown()
        #expect(cached.origin.isCache)
        #expect(cached.value.mails.map(\.subject) == ["Mail 1"])
        await #expect(throws: APIClientError.self) { try await service.sentMail(.networkOnly).firstShown() }
    }
}
