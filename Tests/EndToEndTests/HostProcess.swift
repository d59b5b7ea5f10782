import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A real `landmarks` process on a free loopback port, with its own database
/// file, as an operator would start it.
final class HostProcess: Sendable {
    let baseURL: URL
    let databaseURL: String
    /// The Maildir the host writes mail to when no mail server is set: the
    /// suite's, unless the test named one. One for every host, since any host
    /// on a shared database may be the one that sends a mail.
    let maildir: URL
    private let process: Process
    private let output: Output

    /// Everything the process printed, for assertions and for failure messages.
    var log: String { output.text }

    /// Starts `landmarks serve` on `port` (0: any free one) and waits until it logs the URL it
    /// listens on. `databaseURL` defaults to `LANDMARKS_E2E_DATABASE_URL` (how
    /// Scripts/test runs this suite again on PostgreSQL), else a new SQLite file.
    /// `whileStarting` is shown what the process has printed so far, each time
    /// the wait looks: a test acts on what the host says, not after a guess of
    /// how long it takes.
    static func start(
        databaseURL: String? = nil, arguments: [String] = ["serve"], port: Int = 0, maildir: URL? = nil,
        whileStarting: @Sendable (_ logSoFar: String) async throws -> Void = { _ in }
    ) async throws -> HostProcess {
        let maildir = maildir ?? suiteMaildir
        let database =
            databaseURL ?? ProcessInfo.processInfo.environment["LANDMARKS_E2E_DATABASE_URL"]
            ?? "sqlite:" + temporaryDirectory().appendingPathComponent("landmarks.sqlite").path
        let output = Output()
        let limit = (suiteSettings + ownSettings(maildir: maildir)).filter { !arguments.contains($0.flag) }.flatMap {
            [$0.flag, $0.value]
        }
        let process = try launch(
            arguments + limit + ["--port", String(port), "--database-url", database], output: output)
        let deadline = Date().addingTimeInterval(120)
        while Date() < deadline {
            // `url=http://…/` in text logs, `"url":"http://…/"` in JSON ones.
            if let match = output.text.firstMatch(of: /url"?[=:]"?(http:\/\/127\.0\.0\.1:\d+)\//) {
                return HostProcess(
                    baseURL: URL(string: String(match.1))!, databaseURL: database, maildir: maildir, process: process,
                    output: output)
            }
            if !process.isRunning {
                throw HostError.exited(process.terminationStatus, output.text)
            }
            try await whileStarting(output.text)
            try await Task.sleep(for: .milliseconds(50))
        }
        process.terminate()
        throw HostError.neverReady(output.text)
    }

    /// Runs a subcommand to completion: its exit status and what it printed.
    static func run(_ arguments: [String]) async throws -> (status: Int32, output: String) {
        let output = Output()
        let process = try launch(arguments, output: output)
        while process.isRunning { try await Task.sleep(for: .milliseconds(50)) }
        try await Task.sleep(for: .milliseconds(100))
        return (process.terminationStatus, output.text)
    }

    private init(baseURL: URL, databaseURL: String, maildir: URL, process: Process, output: Output) {
        self.baseURL = baseURL
        self.databaseURL = databaseURL
        self.maildir = maildir
        self.process = process
        self.output = output
    }

    /// A test that throws before `stop()` must not leave its host running
    /// after the suite (holding a port, a database file and CI's output pipe).
    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    /// Sends SIGTERM and waits: the exit status says whether shutdown was graceful.
    @discardableResult
    func stop() async throws -> Int32 {
        process.terminate()
        let deadline = Date().addingTimeInterval(30)
        while process.isRunning, Date() < deadline { try await Task.sleep(for: .milliseconds(50)) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            throw HostError.didNotStop(output.text)
        }
        return process.terminationStatus
    }

    /// Sends SIGKILL, as a crash or an out-of-memory kill would, and waits
    /// until the process is gone.
    func kill9() async throws {
        kill(process.processIdentifier, SIGKILL)
        while process.isRunning { try await Task.sleep(for: .milliseconds(20)) }
    }

    /// GETs a path, the way a browser would by default.
    func get(_ path: String, accept: String = "text/html") async throws -> (
        status: Int, headers: [String: String], body: String
    ) {
        var request = URLRequest(url: URL(string: path, relativeTo: baseURL)!)
        request.setValue(accept, forHTTPHeaderField: "Accept")
        let (data, response) = try await URLSession.shared.data(for: request, delegate: nil)
        let http = response as! HTTPURLResponse
        var headers: [String: String] = [:]
        for (key, value) in http.allHeaderFields {
            headers[String(describing: key).lowercased()] = String(describing: value)
        }
        return (http.statusCode, headers, String(decoding: data, as: UTF8.self))
    }

    private static func launch(_ arguments: [String], output: Output) throws -> Process {
        let process = Process()
        process.executableURL = try binary()
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        pipe.fileHandleForReading.readabilityHandler = { handle in
            output.append(handle.availableData)
        }
        try process.run()
        return process
    }

    /// Settings every host of the suite gets unless the test gives its own.
    static let suiteSettings: [(flag: String, value: String)] = [
        // The suite signs up more accounts from 127.0.0.1 than an hour's
        // standard share, on one database in the PostgreSQL stage.
        ("--auth-signups-per-hour", "10000") // remove-feature: Auth
    ]

    /// Where every host of the suite writes mail.
    static let suiteMaildir = temporaryDirectory().appendingPathComponent("mail")

    /// Settings each host gets of its own unless the test gives its own.
    static func ownSettings(maildir: URL) -> [(flag: String, value: String)] {
        [
            ("--notifications-maildir", maildir.path) // remove-feature: Notifications
        ]
    }

    /// The `landmarks` binary that `swift test` built next to this test bundle,
    /// or the one `LANDMARKS_BINARY` names.
    static func binary() throws -> URL {
        if let path = ProcessInfo.processInfo.environment["LANDMARKS_BINARY"] {
            return URL(fileURLWithPath: path)
        }
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("landmarks")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        let fallback = URL(fileURLWithPath: ".build/debug/landmarks")
        guard FileManager.default.isExecutableFile(atPath: fallback.path) else { throw HostError.noBinary }
        return fallback
    }

    static func temporaryDirectory() -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "landmarks-e2e-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }
}

enum HostError: Error, CustomStringConvertible {
    case noBinary
    case exited(Int32, String)
    case neverReady(String)
    case didNotStop(String)

    var description: String {
        switch self {
        case .noBinary: "no landmarks binary: build the host first or set LANDMARKS_BINARY"
        case .exited(let status, let log): "landmarks exited with \(status):\n\(log)"
        case .neverReady(let log): "landmarks never logged its URL:\n\(log)"
        case .didNotStop(let log): "landmarks ignored SIGTERM:\n\(log)"
        }
    }
}

/// The process's output, appended from the pipe's handler thread.
private final class Output: Sendable {
    private let data = Mutex(Data())
    func append(_ chunk: Data) { data.withLock { $0.append(chunk) } }
    var text: String { data.withLock { String(decoding: $0, as: UTF8.self) } }
}
