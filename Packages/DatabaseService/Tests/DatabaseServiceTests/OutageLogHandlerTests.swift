import Logging
import Synchronization
import Testing

@testable import DatabaseService

/// What the pool's timed-out waits look like in the log, in and out of an outage.
@Suite struct OutageLogHandlerTests {
    final class Lines: LogHandler, @unchecked Sendable {
        // @unchecked: every stored line goes through the Mutex; the level and
        // metadata are set once, before the handler is shared.
        let lines = Mutex<[(Logger.Level, String)]>([])
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .info
        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }
        func log(event: LogEvent) { lines.withLock { $0.append((event.level, event.message.description)) } }
        var levels: [Logger.Level] { lines.withLock { $0.map(\.0) } }
    }

    let timeout: Logger.Message = """
        Connection request timed out. This might indicate a connection deadlock in your application.
        """

    @Test func aTimedOutWaitIsAnErrorExceptDuringAnOutageAndThePoolsWaitAfterIt() {
        let lines = Lines()
        let outage = OutageLogHandler.Outage(lingering: .seconds(10))
        let logger = Logger(label: "test") { _ in OutageLogHandler(base: lines, outage: outage) }
        logger.error(timeout)
        outage.begin()
        logger.error(timeout)
        logger.error("the database is on fire")
        let back = ContinuousClock.now
        outage.end(at: back)
        logger.error(timeout)
        #expect(outage.covers(back + .seconds(9)))
        #expect(!outage.covers(back + .seconds(11)))
        // An info logger drops the debug line; the other error stays one.
        #expect(lines.levels == [.error, .error])
        #expect(lines.lines.withLock { $0.map(\.1) }.last == "the database is on fire")
    }

    @Test func aDebugLoggerKeepsTheLineAtDebug() {
        let lines = Lines()
        lines.logLevel = .debug
        let outage = OutageLogHandler.Outage()
        outage.begin()
        let logger = Logger(label: "test") { _ in OutageLogHandler(base: lines, outage: outage) }
        logger.error(timeout)
        #expect(lines.levels == [.debug])
    }
}
