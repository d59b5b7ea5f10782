import NIOCore
import NIOPosix
import Testing

@testable import DatabaseService

/// When the database is found gone, work still waiting for a connection is
/// answered at once, work that has its connection runs to its own end, and
/// new work is refused until the database answers again.
@Suite struct ConnectionWaitsTests {
    let loop = MultiThreadedEventLoopGroup.singleton.next()

    @Test func workStillWaitingIsAbandonedAtOnceAndNeverRuns() async throws {
        let waits = ConnectionWaits()
        let connection = loop.makePromise(of: Void.self)
        let ran = loop.makePromise(of: Bool.self)
        let future = waits.run(on: loop) { admitted in
            connection.futureResult.flatMap { _ in
                ran.succeed(admitted())
                return loop.makeSucceededFuture(1)
            }
        }
        waits.abandonWaiting()
        await #expect(throws: ConnectionWaits.Abandoned.self) { try await future.get() }
        // The connection arrives later: the work is told not to run.
        connection.succeed(())
        #expect(try await ran.futureResult.get() == false)
    }

    @Test func workThatHasItsConnectionRunsToItsEnd() async throws {
        let waits = ConnectionWaits()
        let admittedOnce = loop.makePromise(of: Void.self)
        let finish = loop.makePromise(of: Int.self)
        let future = waits.run(on: loop) { admitted in
            #expect(admitted())
            admittedOnce.succeed(())
            return finish.futureResult
        }
        try await admittedOnce.futureResult.get()
        waits.abandonWaiting()
        finish.succeed(7)
        #expect(try await future.get() == 7)
    }

    @Test func newWorkIsRefusedUntilTheDatabaseAnswersAgain() async throws {
        let waits = ConnectionWaits()
        waits.abandonWaiting()
        let refused = waits.run(on: loop) { _ in loop.makeSucceededFuture(1) }
        await #expect(throws: ConnectionWaits.Abandoned.self) { try await refused.get() }
        waits.reopen()
        #expect(try await waits.run(on: loop) { admitted in loop.makeSucceededFuture(admitted() ? 2 : 0) }.get() == 2)
    }
}
