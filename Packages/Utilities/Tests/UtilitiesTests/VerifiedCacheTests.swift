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

    /// Reads that wait until the test opens them.
    final class Gate: Sendable {
        private let state = Mutex<(open: Bool, waiting: [CheckedContinuation<Void, Never>], started: Int)>(
            (false, [], 0))
        var started: Int { state.withLock { $0.started } }

        func pass() async {
            await withCheckedContinuation { continuation in
                let go = state.withLock { state in
                    state.started += 1
                    if state.open { return true }
                    state.waiting.append(continuation)
                    return false
                }
                if go { continuation.resume() }
            }
        }

        func open() {
            let waiting = state.withLock { state in
                state.open = true
                defer { state.waiting = [] }
                return state.waiting
            }
            for continuation in waiting { continuation.resume() }
        }

        /// Waits until `count` reads have started, or fails after ten seconds.
        func waitForStarts(_ count: Int) async throws {
            let deadline = ContinuousClock.now.advanced(by: .seconds(10))
            while started < count {
                guard ContinuousClock.now < deadline else {
                    Issue.record("\(started) reads started, not \(count)")
                    return
                }
                await Task.yield()
            }
        }
    }

    @Test func callersThatMissTogetherShareOneReadUnlessSomethingWasForgottenSinceItStarted() async throws {
        let cache = VerifiedCache<Int, String>(bound: .seconds(60))
        let gate = Gate()
        let first = Task {
            try await cache.sharedValue(for: 1) {
                await gate.pass()
                return "one"
            }
        }
        try await gate.waitForStarts(1)
        // While the first read waits, a second caller joins it instead of reading.
        let second = Task {
            try await cache.sharedValue(for: 1) {
                Issue.record("a second read while one was under way")
                return "two"
            }
        }
        for _ in 0..<20 { await Task.yield() }
        // A change forgotten after the read started: the next caller reads afresh.
        cache.forgetAll()
        let third = Task {
            try await cache.sharedValue(for: 1) {
                await gate.pass()
                return "three"
            }
        }
        try await gate.waitForStarts(2)
        gate.open()
        #expect(try await first.value == "one")
        #expect(try await second.value == "one")
        #expect(try await third.value == "three")
        // The first read started before the change, so only the third's is kept.
        #expect(cache.value(for: 1) == "three")
    }
}
