import Logging
import Synchronization
import Testing

@testable import DatabaseService

/// `/readyz` during an outage answers within its own deadline, never the
/// pool's 10 s: a probe that gets no answer makes "not ready" at the
/// deadline, and however often readiness is asked meanwhile, one probe waits.
@Suite struct ReadinessDeadlineTests {
    /// A probe that hangs until the test lets it go, counting its starts.
    final class HangingProbe: Sendable {
        let starts = Mutex(0)
        let gate = AsyncStream<Void>.makeStream()

        func run() async {
            starts.withLock { $0 += 1 }
            for await _ in gate.stream { break }
        }
    }

    // The limit is for code without a deadline, whose readiness would wait forever.
    @Test(.timeLimit(.minutes(1)))
    func aDatabaseThatDoesNotAnswerIsNotReadyAtTheDeadlineAndOneProbeWaitsForItWhateverIsAsked() async throws {
        let probe = HangingProbe()
        let availability = DatabaseAvailability(
            readinessDeadline: .milliseconds(100), logger: Logger(label: "test"), probe: { await probe.run() },
            storageProbe: {})
        // The probe never answers while these are asked: only the deadline can end them.
        #expect(await availability.readiness() == .noAnswer)
        #expect(await availability.readiness() == .noAnswer)
        #expect(probe.starts.withLock { $0 } == 1)
        // Slow is not gone: requests still go to the database.
        #expect(availability.isUp)

        probe.gate.continuation.finish()
        let deadline = ContinuousClock.now + .seconds(30)
        var readiness = await availability.readiness()
        while readiness != .ready, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(20))
            readiness = await availability.readiness()
        }
        #expect(readiness == .ready)
        // The probe that answered is done with: the next question asks the database again.
        let before = probe.starts.withLock { $0 }
        #expect(await availability.readiness() == .ready)
        #expect(probe.starts.withLock { $0 } == before + 1)
    }
}
