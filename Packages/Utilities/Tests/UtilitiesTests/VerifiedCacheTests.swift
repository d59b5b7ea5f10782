import Synchronization
import Testing
import Utilities

@Suite struct VerifiedCacheTests {
    /// A clock the test moves by hand.
    final class Clock: Sendable {
        private let current = Mutex(ContinuousClock.now)
        var now: ContinuousClock.Instant { current.withLock { $0 } }
        func advance(_ duration: Duration) { current.withLock { $0 = $0.advanced(by: duration) } }
    }

    final class Reads: Sendable {
        private let count = Mutex(0)
        func read(_ value: String?) -> String? {
            count.withLock { $0 += 1 }
            return value
        }
        var total: Int { count.withLock { $0 } }
    }

    @Test func aFreshValueIsAnsweredWithoutReadingAgain() async {
        let clock = Clock()
        let cache = VerifiedCache<Int, String>(bound: .seconds(2), now: { clock.now })
        let reads = Reads()
        #expect(await cache.value(for: 1) { reads.read("one") } == "one")
        clock.advance(.milliseconds(1_999))
        #expect(await cache.value(for: 1) { reads.read("changed") } == "one")
        #expect(reads.total == 1)
    }

    @Test func aValueNotVerifiedWithinTheBoundIsReadAgain() async {
        let clock = Clock()
        let cache = VerifiedCache<Int, String>(bound: .seconds(2), now: { clock.now })
        #expect(await cache.value(for: 1) { "one" } == "one")
        clock.advance(.seconds(2))
        #expect(cache.value(for: 1) == nil)
        #expect(await cache.value(for: 1) { "changed" } == "changed")
    }

    @Test func nothingIsKeptForAnAnswerOfNil() async {
        let cache = VerifiedCache<Int, String>(bound: .seconds(2))
        let reads = Reads()
        #expect(await cache.value(for: 1) { reads.read(nil) } == nil)
        #expect(await cache.value(for: 1) { reads.read(nil) } == nil)
        #expect(reads.total == 2)
        #expect(cache.count == 0)
    }

    @Test func aSweepThatConfirmsAnEntryKeepsItFreshPastTheBound() async {
        let clock = Clock()
        let cache = VerifiedCache<Int, String>(bound: .seconds(2), now: { clock.now })
        _ = await cache.value(for: 1) { "one" }
        _ = await cache.value(for: 2) { "two" }
        clock.advance(.seconds(1))
        await cache.reverify { kept in
            #expect(kept == [1: "one", 2: "two"])
            return [1: "one, now"]
        }
        clock.advance(.milliseconds(1_500))
        #expect(cache.value(for: 1) == "one, now")
        #expect(cache.value(for: 2) == nil)
        #expect(cache.count == 1)
    }

    @Test func forgettingDropsAtOnceAndARaceBeforeItStoresNothing() async {
        let cache = VerifiedCache<String, Int>(bound: .seconds(60))
        _ = await cache.value(for: "ada") { 1 }
        _ = await cache.value(for: "grace") { 2 }
        // A read that started before the forget comes back with what it saw
        // before: it must not put the forgotten value back.
        let refilled = await cache.value(for: "linus") {
            cache.forget { key, _ in key == "ada" }
            return 3
        }
        #expect(refilled == 3)
        #expect(cache.value(for: "ada") == nil)
        #expect(cache.value(for: "linus") == nil)
        #expect(cache.value(for: "grace") == 2)
        cache.forgetAll()
        #expect(cache.count == 0)
    }

    @Test func anEntryFilledAgainDuringASweepKeepsTheNewerValue() async {
        let clock = Clock()
        let cache = VerifiedCache<Int, String>(bound: .seconds(2), now: { clock.now })
        _ = await cache.value(for: 1) { "old" }
        await cache.reverify { _ in
            // The entry is forgotten and read again while the sweep runs.
            cache.forget(1)
            clock.advance(.milliseconds(10))
            _ = await cache.value(for: 1) { "new" }
            return [:]
        }
        #expect(cache.value(for: 1) == "new")
    }

    @Test func aFullCacheMakesRoomInsteadOfGrowing() async {
        let clock = Clock()
        let cache = VerifiedCache<Int, Int>(bound: .seconds(2), capacity: 3, now: { clock.now })
        for key in 1...3 { _ = await cache.value(for: key) { key } }
        clock.advance(.seconds(3))
        _ = await cache.value(for: 4) { 4 }
        #expect(cache.count == 1)
        for key in 5...6 { _ = await cache.value(for: key) { key } }
        _ = await cache.value(for: 7) { 7 }
        #expect(cache.count <= 3)
        #expect(cache.value(for: 7) == 7)
    }
}
