import APIServer
import Synchronization
import Testing

@Suite struct SingleFlightTests {
    struct Refused: Error {}

    /// A gate the maker waits behind until the test opens it.
    final class Gate: Sendable {
        private let opened: AsyncStream<Void>
        private let opener: AsyncStream<Void>.Continuation

        init() { (opened, opener) = AsyncStream.makeStream() }

        func wait() async { for await _ in opened { return } }
        func open() { opener.finish() }
    }

    /// A number tasks share.
    final class Shared<Value: Sendable>: Sendable {
        private let value: Mutex<Value>
        init(_ value: Value) { self.value = Mutex(value) }
        func read() -> Value { value.withLock { $0 } }
        func change(_ body: @Sendable (inout Value) -> Void) { value.withLock { body(&$0) } }
    }

    /// Polls `condition` until it holds; fails after `deadline`.
    func eventually(_ condition: () -> Bool, within deadline: Duration = .seconds(20)) async throws {
        let end = ContinuousClock.now + deadline
        while !condition() {
            try #require(ContinuousClock.now < end, "the condition did not hold in time")
            try await Task.sleep(for: .milliseconds(2))
        }
    }

    @Test func callersAskingForTheSameKeyTogetherGetTheOneValueMadeOnce() async throws {
        let flights = SingleFlight<String, Int>()
        let makings = Shared(0)
        let gate = Gate()
        let values = try await withThrowingTaskGroup(of: Int?.self) { group in
            group.addTask {
                try await flights.value(for: "grid") {
                    makings.change { $0 += 1 }
                    await gate.wait()
                    return 42
                }
            }
            try await eventually { makings.read() == 1 }
            for _ in 0..<9 {
                group.addTask {
                    try await flights.value(for: "grid") {
                        makings.change { $0 += 1 }
                        return 7
                    }
                }
            }
            try await eventually { flights.waiters(for: "grid") == 9 }
            gate.open()
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(values == Array(repeating: 42, count: 10))
        #expect(makings.read() == 1)
        #expect(flights.waiters(for: "grid") == 0)
    }

    @Test func whenTheMakerThrowsOnlyItThrowsAndTheWaitersAreToldThereIsNothingToShare() async throws {
        let flights = SingleFlight<String, Int>()
        let started = Shared(false)
        let gate = Gate()
        let maker = Task {
            try await flights.value(for: "grid") {
                started.change { $0 = true }
                await gate.wait()
                throw Refused()
            }
        }
        try await eventually { started.read() }
        let waiter = Task { try await flights.value(for: "grid") { 7 } }
        try await eventually { flights.waiters(for: "grid") == 1 }
        gate.open()
        await #expect(throws: Refused.self) { try await maker.value }
        #expect(try await waiter.value == nil)
    }

    @Test func aKeyIsMadeAgainOnceItsMakingHasEndedAndOtherKeysNeverWait() async throws {
        let flights = SingleFlight<String, Int>()
        #expect(try await flights.value(for: "grid") { 1 } == 1)
        #expect(try await flights.value(for: "grid") { 2 } == 2)
        let gate = Gate()
        let started = Shared(false)
        let slow = Task {
            try await flights.value(for: "grid") {
                started.change { $0 = true }
                await gate.wait()
                return 3
            }
        }
        try await eventually { started.read() }
        // Another key is made at once while "grid" is still being made.
        #expect(try await flights.value(for: "calendar") { 4 } == 4)
        gate.open()
        #expect(try await slow.value == 3)
    }
}
