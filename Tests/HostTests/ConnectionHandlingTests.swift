import APIServerTesting
import Foundation
import Hummingbird
import HummingbirdTesting
import LandmarksHost
import Logging
import ServiceLifecycle
import Testing

/// How the real server treats connections, over real sockets: silent or
/// stalled clients are cut off, an HTTP/1.0 request without keep-alive
/// closes its connection, and HEAD answers wherever GET does.
@Suite struct ConnectionHandlingTests {
    static let idleTimeout = 2

    /// A real server on a free port; `log` keeps what it logged, when given.
    private func withLiveHost(log: LogRecorder? = nil, _ body: @escaping @Sendable (Int) async throws -> Void)
        async throws
    {
        let app = try await buildApplication(
            HostConfiguration(port: 0, database: .sqliteInMemory, idleTimeoutSeconds: Self.idleTimeout),
            logger: log?.logger(label: "landmarks") ?? Logger(label: "test"))
        try await app.test(.live) { client in
            let port = try #require(client.port)
            try await body(port)
        }
    }

    @Test(arguments: [
        ("an idle connection", ""),
        ("half-sent headers", "GET /healthz HTTP/1.1\r\nHost: localhost\r\n"),
        (
            "a body shorter than its Content-Length",
            "POST /login HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100\r\n\r\nemail=a"
        ),
    ])
    func aSilentOrStalledClientIsCutOffAfterTheIdleTimeout(_ what: String, _ bytes: String) async throws {
        try await withLiveHost { port in
            let outcome = try await RawConnection(port: port).exchange(bytes, listenFor: Double(Self.idleTimeout) + 4)
            let closedAfter = try #require(outcome.closedAfter, "\(what) was still open")
            #expect(closedAfter >= Double(Self.idleTimeout) - 0.5, "\(what) closed too early")
        }
    }

    @Test func atShutdownAConnectionWhoseRequestIsOnItsWayIsAnsweredAndAnIdleOneClosedSoon() async throws {
        let (ports, announce) = AsyncStream<Int>.makeStream()
        let log = LogRecorder()
        let app = try await buildApplication(
            HostConfiguration(port: 0, database: .sqliteInMemory), logger: log.logger(label: "landmarks")
        ) { port in announce.yield(port) }
        let group = ServiceGroup(configuration: .init(services: [app], logger: Logger(label: "test")))
        try await withThrowingTaskGroup(of: Void.self) { tasks in
            tasks.addTask { try await group.run() }
            var iterator = ports.makeAsyncIterator()
            let port = try #require(await iterator.next())
            // Both connect now; one sends its request only once shutdown has
            // reached both connections (the server has stopped accepting and
            // asked every open one to finish). Nothing connects meanwhile:
            // a connection accepted while the server stops can trap in
            // swift-nio (apple/swift-nio#3481).
            let reached = { @Sendable in log.entries.filter { $0.message == "connection asked to finish" }.count >= 2 }
            async let late = RawConnection(port: port).exchange(
                "GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n", sendWhen: reached, listenFor: 10)
            async let silent = RawConnection(port: port).exchange("", listenFor: 5)
            // Shutdown starts only once the server has opened both (a busy
            // machine can take long to), and then the serving loop's pickup
            // of each, a task hop that nothing outside can see.
            let opened = ContinuousClock.now + .seconds(30)
            while log.entries.filter({ $0.message == "connection opened" }).count < 2, ContinuousClock.now < opened {
                try await Task.sleep(for: .milliseconds(10))
            }
            // sleep-ok: the serving loop takes an opened connection a task hop
            // later, and nothing outside says when it has; a late one makes
            // the assertions below fail, never pass wrongly.
            try await Task.sleep(for: .milliseconds(200))
            await group.triggerGracefulShutdown()
            let answered = try await late
            #expect(answered.received.hasPrefix("HTTP/1.1 200"), "got \(answered.received.prefix(40))")
            // Said so, so a proxy sends nothing more on it.
            #expect(Self.field("connection", in: Self.split(answered.received).headers) == "close")
            #expect(answered.closedAfter != nil, "the connection stayed open after its answer")
            let idle = try await silent
            let closedAfter = try #require(idle.closedAfter, "an idle connection held the shutdown")
            #expect(closedAfter < 2.5)
            try await tasks.waitForAll()
        }
    }

    @Test(arguments: ["gzip", "identity", "xchunked", "chunked;x", "gzip, chunked"])
    func aBodyInATransferCodingTheServerCannotReadIs501WithAProblemAndNoErrorLine(_ coding: String) async throws {
        let log = LogRecorder()
        try await withLiveHost(log: log) { port in
            let outcome = try await RawConnection(port: port).exchange(
                "PUT /api/v1/landmarks/1/favorite HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                    + "Transfer-Encoding: \(coding)\r\nConnection: close\r\n\r\n5\r\n{\"a\":\r\n0\r\n\r\n",
                listenFor: 5)
            #expect(outcome.received.hasPrefix("HTTP/1.1 501"), "got \(outcome.received.prefix(40))")
            #expect(outcome.received.contains("application/problem+json"))
            #expect(outcome.received.contains("is not supported: send the body as it is"))
        }
        #expect(log.entries.filter { $0.level >= .error }.map(\.text) == [])
    }

    // remove-feature: Auth {
    @Test func aChunkedBodyIsStillRead() async throws {
        try await withLiveHost { port in
            let outcome = try await RawConnection(port: port).exchange(
                "POST /api/v1/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                    + "Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n5\r\n{\"a\":\r\n0\r\n\r\n",
                listenFor: 5)
            // Read, and found not to be JSON: the body reached the endpoint.
            #expect(outcome.received.hasPrefix("HTTP/1.1 400"), "got \(outcome.received.prefix(40))")
            #expect(outcome.received.contains("not valid JSON"))
        }
    }
    // remove-feature: Auth }

    @Test(arguments: [
        ("no Host", "GET /healthz HTTP/1.1\r\n\r\n"),
        ("two Hosts", "GET /healthz HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n"),
        ("no Host, with a body", "POST /api/v1/landmarks HTTP/1.1\r\nContent-Length: 2\r\n\r\n{}"),
    ])
    func anHTTP11RequestWithoutExactlyOneHostIs400AndClosed(_ what: String, _ bytes: String) async throws {
        try await withLiveHost { port in
            let outcome = try await RawConnection(port: port).exchange(bytes, listenFor: 4)
            #expect(outcome.received.hasPrefix("HTTP/1.1 400"), "\(what): got \(outcome.received.prefix(40))")
            #expect(outcome.received.contains("application/problem+json"), "\(what)")
            #expect(outcome.received.contains("exactly one Host header"), "\(what)")
            #expect(try #require(outcome.closedAfter, "\(what): the connection stayed open") < 1)
        }
    }

    @Test func aHostlessRequestBehindAGoodOneWaitsForItsAnswerAndAnHTTP10OneIsServed() async throws {
        try await withLiveHost { port in
            let pipelined = try await RawConnection(port: port).exchange(
                "GET /landmarks HTTP/1.1\r\nHost: localhost\r\n\r\nGET /healthz HTTP/1.1\r\n\r\n", listenFor: 4)
            let statuses = pipelined.received.matches(of: /HTTP\/1\.1 (\d{3})/).map { String($0.1) }
            #expect(statuses == ["200", "400"])
            let old = try await RawConnection(port: port).exchange("GET /healthz HTTP/1.0\r\n\r\n", listenFor: 4)
            #expect(old.received.contains(" 200 "))
        }
    }

    @Test func aBodySentTooSlowlyIs408AndClosedAtTheDeadlineAndLoggedBelowError() async throws {
        let log = LogRecorder()
        try await withLiveHost(log: log) { port in
            // A byte every half second: the idle timeout alone never fires.
            let outcome = try await RawConnection(port: port).exchange(
                "PUT /api/v1/landmarks/1/favorite HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                    + "Content-Length: 40\r\n\r\n",
                trickle: String(repeating: " ", count: 40), every: 0.5, listenFor: Double(Self.idleTimeout) * 4)
            let closedAfter = try #require(outcome.closedAfter, "a slow body held its connection")
            #expect(closedAfter < Double(Self.idleTimeout) + 1)
            #expect(outcome.received.hasPrefix("HTTP/1.1 408"), "got \(outcome.received.prefix(40))")
            #expect(outcome.received.contains("did not arrive within 2 seconds"))
        }
        #expect(log.entries.filter { $0.level >= .error }.map(\.text) == [])
        #expect(
            log.entries.contains { $0.level == .notice && $0.message == "request body too slow; connection closed" })
    }

    @Test(arguments: ["application/x-www-form-urlencoded", "text/plain"])
    func aBodyUnderTheAPIThatIsNotJSONIs415NotACSRFRefusal(_ type: String) async throws {
        try await withLiveHost { port in
            let outcome = try await RawConnection(port: port).exchange(
                "PUT /api/v1/landmarks/1/favorite HTTP/1.1\r\nHost: localhost\r\nContent-Type: \(type)\r\n"
                    + "Content-Length: 3\r\nConnection: close\r\n\r\na=1",
                listenFor: 4)
            #expect(outcome.received.hasPrefix("HTTP/1.1 415"), "got \(outcome.received.prefix(40))")
            #expect(outcome.received.contains("Content-Type: application/json"))
        }
    }

    @Test func anHTTP10RequestWithoutKeepAliveClosesItsConnectionAtOnce() async throws {
        try await withLiveHost { port in
            let outcome = try await RawConnection(port: port).exchange("GET /healthz HTTP/1.0\r\n\r\n", listenFor: 4)
            #expect(outcome.received.hasPrefix("HTTP/1.") && outcome.received.contains(" 200 "))
            let closedAfter = try #require(outcome.closedAfter, "the connection stayed open")
            #expect(closedAfter < 1)
        }
    }

    @Test func headAnswersLikeGetWithoutABody() async throws {
        try await withLiveHost { port in
            let get = try await RawConnection(port: port).exchange(
                "GET /landmarks HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n", listenFor: 4)
            let head = try await RawConnection(port: port).exchange(
                "HEAD /landmarks HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n", listenFor: 4)
            #expect(head.received.hasPrefix("HTTP/1.1 200 OK"))
            let (getHeaders, getBody) = Self.split(get.received)
            let (headHeaders, headBody) = Self.split(head.received)
            #expect(headBody.isEmpty)
            #expect(Self.field("content-length", in: headHeaders) == String(getBody.utf8.count))
            #expect(Self.field("content-type", in: headHeaders) == Self.field("content-type", in: getHeaders))
            let missing = try await RawConnection(port: port).exchange(
                "HEAD /nope HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n", listenFor: 4)
            #expect(missing.received.hasPrefix("HTTP/1.1 404"))
            #expect(Self.split(missing.received).body.isEmpty)
        }
    }

    private static func split(_ response: String) -> (headers: String, body: String) {
        guard let end = response.range(of: "\r\n\r\n") else { return (response, "") }
        return (String(response[..<end.lowerBound]), String(response[end.upperBound...]))
    }

    private static func field(_ name: String, in headers: String) -> String? {
        headers.split(separator: "\r\n").first { $0.lowercased().hasPrefix(name + ":") }
            .map { String($0.dropFirst(name.count + 1)).trimmingCharacters(in: .whitespaces) }
    }
}
