import APIClient
import Foundation
import Synchronization
import Testing

/// A stand-in network: answers from a script, counts its calls.
private final class ScriptedNetwork: Sendable {
    private let answers: Mutex<[Result<[String], APIClientError>]>
    private let calls = Mutex(0)

    init(_ answers: [Result<[String], APIClientError>]) { self.answers = Mutex(answers) }

    var callCount: Int { calls.withLock { $0 } }

    func fetch() async throws -> [String] {
        calls.withLock { $0 += 1 }
        let next = answers.withLock {
            $0.isEmpty ? Result.failure(APIClientError.offline("script ran out")) : $0.removeFirst()
        }
        return try next.get()
    }
}

/// A clock the test moves.
private final class TestClock: Sendable {
    private let date = Mutex(Date(timeIntervalSince1970: 1_800_000_000))
    var now: Date { date.withLock { $0 } }
    func advance(_ seconds: TimeInterval) { date.withLock { $0 += seconds } }
}

private func collect(_ stream: AsyncThrowingStream<Loaded<[String]>, any Error>) async -> (
    shown: [Loaded<[String]>], error: APIClientError?
) {
    var shown: [Loaded<[String]>] = []
    do {
        for try await loaded in stream { shown.append(loaded) }
        return (shown, nil)
    } catch {
        return (shown, APIClientError(error))
    }
}

@Suite struct CachePolicyTests {
    private let clock = TestClock()
    private var cache: TieredCache {
        let clock = clock
        return TieredCache(disk: nil, now: { clock.now })
    }

    private let offline = APIClientError.offline("nothing answers at 127.0.0.1:9")

    @Test func cacheThenFetchShowsTheCacheAtOnceThenTheNetwork() async {
        let cache = cache
        cache.store(["old"], at: "list")
        clock.advance(90)
        let network = ScriptedNetwork([.success(["new"])])
        let result = await collect(cache.load("list", policy: .cacheThenFetch, fetch: network.fetch))
        #expect(result.shown == [Loaded(["old"], from: .cache(age: 90)), Loaded(["new"], from: .network)])
        #expect(result.error == nil)
        #expect(cache.entry("list", as: [String].self)?.value == ["new"])
    }

    @Test func firstShownIsTheCachedValueWithoutWaitingForTheNetwork() async throws {
        let cache = cache
        cache.store(["old"], at: "list")
        let network = ScriptedNetwork([.success(["new"])])
        let first = try await cache.load("list", policy: .cacheThenFetch, fetch: network.fetch).firstShown()
        #expect(first == Loaded(["old"], from: .cache(age: 0)))
    }

    @Test func firstShownThrowsWhatTheReadThrows() async {
        let stream = cache.load("list", policy: .networkOnly, fetch: ScriptedNetwork([.failure(offline)]).fetch)
        await #expect(throws: offline) { try await stream.firstShown() }
        let empty = AsyncThrowingStream<Loaded<[String]>, any Error> { $0.finish() }
        await #expect(throws: APIClientError.notCached("nothing shown")) { try await empty.firstShown() }
    }

    @Test func cacheThenFetchWithAnEmptyCacheFetchesOnce() async {
        let network = ScriptedNetwork([.success(["new"])])
        let result = await collect(cache.load("list", policy: .cacheThenFetch, fetch: network.fetch))
        #expect(result.shown == [Loaded(["new"], from: .network)])
        #expect(network.callCount == 1)
    }

    @Test func cacheThenFetchOfflineKeepsTheCacheAndReportsTheFailure() async {
        let cache = cache
        cache.store(["old"], at: "list")
        let result = await collect(
            cache.load("list", policy: .cacheThenFetch, fetch: ScriptedNetwork([.failure(offline)]).fetch))
        #expect(result.shown == [Loaded(["old"], from: .cache(age: 0))])
        #expect(result.error == offline)
    }

    @Test func cacheElseFetchDoesNotCallTheNetworkWhenCached() async {
        let cache = cache
        let network = ScriptedNetwork([.success(["first"]), .success(["second"])])
        let first = await collect(cache.load("list", policy: .cacheElseFetch, fetch: network.fetch))
        clock.advance(30)
        let second = await collect(cache.load("list", policy: .cacheElseFetch, fetch: network.fetch))
        #expect(first.shown == [Loaded(["first"], from: .network)])
        #expect(second.shown == [Loaded(["first"], from: .cache(age: 30))])
        #expect(network.callCount == 1)
    }

    @Test func networkOnlyIgnoresTheCacheButFillsIt() async {
        let cache = cache
        cache.store(["old"], at: "list")
        let network = ScriptedNetwork([.success(["new"]), .failure(offline)])
        let fresh = await collect(cache.load("list", policy: .networkOnly, fetch: network.fetch))
        #expect(fresh.shown == [Loaded(["new"], from: .network)])
        #expect(cache.entry("list", as: [String].self)?.value == ["new"])
        let failed = await collect(cache.load("list", policy: .networkOnly, fetch: network.fetch))
        #expect(failed.shown.isEmpty)
        #expect(failed.error == offline)
    }

    @Test func cacheOnlyNeverFetches() async {
        let cache = cache
        let network = ScriptedNetwork([.success(["never"])])
        let miss = await collect(cache.load("list", policy: .cacheOnly, fetch: network.fetch))
        #expect(miss.shown.isEmpty)
        #expect(miss.error == .notCached("list"))
        cache.store(["kept"], at: "list")
        clock.advance(3_600)
        let hit = await collect(cache.load("list", policy: .cacheOnly, fetch: network.fetch))
        #expect(hit.shown == [Loaded(["kept"], from: .cache(age: 3_600))])
        #expect(network.callCount == 0)
    }

    @Test func networkElseCacheFallsBackOnlyWhenTheNetworkFails() async {
        let cache = cache
        let notFound = APIClientError.problem(.notFound("No landmark 7."))
        let network = ScriptedNetwork([.success(["fresh"]), .failure(offline), .failure(notFound)])
        let online = await collect(cache.load("list", policy: .networkElseCache, fetch: network.fetch))
        #expect(online.shown == [Loaded(["fresh"], from: .network)])
        clock.advance(5)
        let offlineAnswer = await collect(cache.load("list", policy: .networkElseCache, fetch: network.fetch))
        #expect(offlineAnswer.shown == [Loaded(["fresh"], from: .cache(age: 5))])
        #expect(offlineAnswer.error == nil)
        // The server's "no" is the truth: the cache does not hide it.
        let refused = await collect(cache.load("list", policy: .networkElseCache, fetch: network.fetch))
        #expect(refused.shown.isEmpty)
        #expect(refused.error == notFound)
    }

    @Test func networkElseCacheWithNothingCachedFailsWithTheNetworksError() async {
        let result = await collect(
            cache.load("list", policy: .networkElseCache, fetch: ScriptedNetwork([.failure(offline)]).fetch))
        #expect(result.shown.isEmpty)
        #expect(result.error == offline)
    }

    @Test func removingByPrefixForgetsOnlyThoseKeys() {
        let cache = cache
        cache.store(["a"], at: "account-1/reservations")
        cache.store(["b"], at: "anonymous/landmarks")
        cache.removeAll(prefix: "account-1/")
        #expect(cache.entry("account-1/reservations", as: [String].self) == nil)
        #expect(cache.entry("anonymous/landmarks", as: [String].self)?.value == ["b"])
    }

    @MainActor @Test func aStoreFollowsTheStatesOfALoad() async {
        let cache = cache
        cache.store(["old"], at: "list")
        clock.advance(60)
        var states: [LoadState<[String]>] = []
        let refreshFailure = await LoadState.follow(
            cache.load("list", policy: .cacheThenFetch, fetch: ScriptedNetwork([.success(["new"])]).fetch)
        ) { states.append($0) }
        #expect(states == [.loading, .loaded(["old"], .cache(age: 60)), .loaded(["new"], .network)])
        #expect(refreshFailure == nil)

        states = []
        let failure = await LoadState.follow(
            cache.load("list", policy: .cacheThenFetch, fetch: ScriptedNetwork([.failure(offline)]).fetch)
        ) { states.append($0) }
        #expect(states == [.loading, .loaded(["new"], .cache(age: 0))])
        #expect(failure == offline)

        states = []
        _ = await LoadState.follow(
            TieredCache(disk: nil).load(
                "other", policy: .networkOnly, fetch: ScriptedNetwork([.failure(offline)]).fetch)
        ) { states.append($0) }
        #expect(states == [.loading, .failed(offline)])
    }

    @Test func agesReadAsWords() {
        #expect(Origin.words(forAge: 1) == "1 second")
        #expect(Origin.words(forAge: 125) == "2 minutes")
        #expect(Origin.words(forAge: 7_200) == "2 hours")
        #expect(Origin.cache(age: 86_400 * 3).description == "cache, 3 days old")
    }
}
