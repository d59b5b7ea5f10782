import API
import APIClient
import APIServer
import Foundation
import Hummingbird
import HummingbirdTesting
import LandmarksApi
import LandmarksClient
import LandmarksDomain
import Synchronization
import Testing

/// A server that answers the Landmarks endpoints with records the test
/// chooses, some of which break the domain's rules.
/// What the server was asked to keep, across its handler tasks.
private final class Calls: Sendable {
    private let list = Mutex<[String]>([])
    func append(_ call: String) { list.withLock { $0.append(call) } }
    var all: [String] { list.withLock { $0 } }
}

private func server(records: [LandmarkDTO], favoriteCalls: Calls? = nil) -> some ApplicationProtocol {
    let router = Router(context: AppRequestContext.self)
    router.add(middleware: ProblemMiddleware())
    router.on(LandmarksEndpoints.list) { input, _, _ in
        var matching = records.filter { input.category == nil || $0.category == input.category }
        // A stay of two nights when dates are asked, cheapest first when asked.
        if input.checkIn != nil {
            favoriteCalls?.append(
                "dates \(input.checkIn ?? "") \(input.checkOut ?? "") \(input.guests ?? "") \(input.sort ?? "")")
            for index in matching.indices { matching[index].stayTotalCents = matching[index].nightlyFeeCents * 2 }
        }
        return Page(items: matching, page: input.page.page, perPage: input.page.perPage, total: matching.count)
    }
    router.on(LandmarksEndpoints.landmark) { input, _, _ in
        guard let record = records.first(where: { $0.id == input.id }) else {
            throw Problem.notFound("There is no landmark with id \(input.id).")
        }
        return record
    }
    router.on(LandmarksEndpoints.favorites) { _, request, _ in
        guard request.headers[.authorization] == "Bearer token-a" else { throw Problem.unauthorized("Sign in first.") }
        return records.filter { $0.isFavorite == true }
    }
    router.on(LandmarksEndpoints.favorite) { input, _, _ in
        favoriteCalls?.append("keep \(input.id)")
        return NoContent()
    }
    return Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
}

private func record(_ id: Int, category: String = "lake", latitude: Double = 45, isFavorite: Bool? = nil) -> LandmarkDTO
{
    LandmarkDTO(
        id: id, name: "Landmark \(id)", park: "Park", state: "Montana", category: category, description: "",
        latitude: latitude, longitude: -110, campsiteCount: 3, nightlyFeeCents: 2800, url: "/landmarks/\(id)",
        isFavorite: isFavorite)
}

@Suite struct LandmarkServiceLiveTests {
    @Test func aSearchByDatesSendsTheStayAndTheOrderAndReadsEachStaysTotal() async throws {
        let calls = Calls()
        try await server(records: [record(1), record(2)], favoriteCalls: calls).test(.live) { http in
            let base = URL(string: "http://127.0.0.1:\(try #require(http.port))")!
            let service = LandmarkService.live(
                client: NetworkClient(baseURL: base), baseURL: base, cache: TieredCache(disk: nil))
            let query = LandmarkQuery(checkIn: "2030-01-10", checkOut: "2030-01-12", guests: 3, order: .price)
            let list = try await service.list(query, .networkOnly).firstShown()
            #expect(list.value.items.map(\.stayTotal) == [5600, 5600])
            #expect(calls.all == ["dates 2030-01-10 2030-01-12 3 price"])
            let plain = try await service.list(LandmarkQuery(), .networkElseCache).firstShown()
            #expect(plain.value.items.allSatisfy { $0.stayTotal == nil })
        }
    }

    @Test func recordsThatBreakTheRulesAreDroppedAndReported() async throws {
        let records = [record(1), record(2, latitude: 120), record(3, category: "volcano"), record(4)]
        try await server(records: records).test(.live) { http in
            let base = URL(string: "http://127.0.0.1:\(try #require(http.port))")!
            let service = LandmarkService.live(
                client: NetworkClient(baseURL: base), baseURL: base, cache: TieredCache(disk: nil))
            let list = try await service.list(LandmarkQuery(), .networkOnly).firstShown()
            #expect(list.origin == .network)
            #expect(list.value.items.map(\.id) == [1, 4])
            #expect(list.value.total == 4)
            #expect(list.value.dropped.map(\.id) == ["landmark 2", "landmark 3"])
            #expect(list.value.dropped[0].reason == "(120.0, -110.0) is not a point on Earth.")
            #expect(list.value.dropped[1].reason.hasPrefix("There is no category \"volcano\"."))

            let one = try await service.landmark(4, .networkOnly).firstShown()
            #expect(one.value.category == .lake)
            await #expect(throws: APIClientError.self) { try await service.landmark(2, .networkOnly).firstShown() }
            do {
                _ = try await service.landmark(2, .networkOnly).firstShown()
            } catch let error as APIClientError {
                guard case .rejected(let dropped) = error else {
                    Issue.record("expected rejected, got \(error)")
                    return
                }
                #expect(dropped.id == "landmark 2")
            }
            await #expect(throws: APIClientError.problem(.notFound("There is no landmark with id 9."))) {
                try await service.landmark(9, .networkOnly).firstShown()
            }
        }
    }

    @Test func theCacheAnswersOfflineAndKeepsAccountsApart() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("client-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let records = [record(1, isFavorite: true), record(2, category: "coast", isFavorite: false)]
        let base = try await server(records: records).test(.live) { http in
            let base = URL(string: "http://127.0.0.1:\(try #require(http.port))")!
            let signedIn = LandmarkService.live(
                client: NetworkClient(baseURL: base, bearerToken: "token-a"), baseURL: base,
                cache: TieredCache(directory: directory))
            _ = try await signedIn.list(LandmarkQuery(category: .coast), .networkOnly).firstShown()
            _ = try await signedIn.favorites(.networkOnly).firstShown()
            return base
        }
        // The server is gone; a new cache over the same folder, as a new process would have.
        let signedIn = LandmarkService.live(
            client: NetworkClient(baseURL: base, bearerToken: "token-a"), baseURL: base,
            cache: TieredCache(directory: directory))
        let coast = try await signedIn.list(LandmarkQuery(category: .coast), .networkElseCache).firstShown()
        #expect(coast.value.items.map(\.id) == [2])
        #expect(coast.origin.isCache)
        #expect(try await signedIn.favorites(.cacheOnly).firstShown().value.items.map(\.id) == [1])
        await #expect(throws: APIClientError.self) {
            try await signedIn.list(LandmarkQuery(), .networkOnly).firstShown()
        }
        // Another account, or nobody, never sees account A's answers.
        for token in ["token-b", nil] {
            let other = LandmarkService.live(
                client: NetworkClient(baseURL: base, bearerToken: token), baseURL: base,
                cache: TieredCache(directory: directory))
            await #expect(throws: APIClientError.self) { try await other.favorites(.cacheOnly).firstShown() }
            await #expect(throws: APIClientError.self) {
                try await other.list(LandmarkQuery(category: .coast), .cacheOnly).firstShown()
            }
        }
    }

    @Test func keepingAFavoriteForgetsTheAccountsCachedLandmarks() async throws {
        let calls = Calls()
        try await server(records: [record(1, isFavorite: false)], favoriteCalls: calls).test(.live) { http in
            let base = URL(string: "http://127.0.0.1:\(try #require(http.port))")!
            let cache = TieredCache(disk: nil)
            let service = LandmarkService.live(
                client: NetworkClient(baseURL: base, bearerToken: "token-a"), baseURL: base, cache: cache)
            _ = try await service.landmark(1, .networkOnly).firstShown()
            _ = try await service.landmark(1, .cacheOnly).firstShown()
            try await service.setFavorite(1, true)
            #expect(calls.all == ["keep 1"])
            await #expect(throws: APIClientError.self) { try await service.landmark(1, .cacheOnly).firstShown() }
        }
    }
}
