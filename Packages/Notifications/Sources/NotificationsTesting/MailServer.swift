import Foundation

/// A real SMTP server for a test, on a loopback port of its own: Postfix,
/// from Debian's packages (installed by `Scripts/bootstrap`), run by the
/// `mail-server` script beside this file with a configuration, a queue and a
/// Maildir of its own. It takes mail for any address and delivers it to that
/// Maildir; it offers STARTTLS on a certificate made for the test when `tls`
/// is set, and asks for a log-in (over TLS) when `user` is. It refuses a
/// recipient whose address starts with `refused` (550) or `busy` (451).
/// Tests run side by side, and a stopped server can be started again on the
/// same port. What Postfix delivers starts with its own header lines
/// (`Return-Path`, `Delivered-To`, `Received`: "with ESMTPS" under TLS,
/// "Authenticated sender" after a log-in), and ends its lines with LF.
public final class MailServer: Sendable {
    /// The loopback port it listens on.
    public let port: Int
    /// Its own folder: the Maildir, its log, its configuration and queue.
    public let directory: URL
    /// The PEM file of its certificate, when it offers STARTTLS.
    public let certificateFile: String?
    private let process: Process

    /// Where it delivers what it takes (`new/`).
    public var maildir: URL { directory.appending(path: "postfix/Maildir") }

    /// The script that runs Postfix for one test.
    static let script = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "mail-server")

    /// Starts a server; on `port` when given (a server started again where
    /// one was stopped), else on a free one.
    public init(tls: Bool = false, user: String? = nil, password: String? = nil, port wanted: Int = 0) async throws {
        directory = FileManager.default.temporaryDirectory.appending(path: "mail-server-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let port = wanted == 0 ? try Self.freePort() : wanted
        self.port = port
        var arguments = [directory.appending(path: "postfix").path, String(port), "", "", user ?? "", password ?? ""]
        if tls {
            let key = directory.appending(path: "key.pem").path
            let certificate = directory.appending(path: "certificate.pem").path
            try await Self.run(
                "/usr/bin/openssl",
                [
                    "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", "/CN=127.0.0.1",
                    "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", key, "-out", certificate,
                ])
            arguments[2] = certificate
            arguments[3] = key
            certificateFile = certificate
        } else {
            certificateFile = nil
        }
        process = Process()
        process.executableURL = URL(filePath: "/usr/bin/env")
        process.arguments = ["bash", Self.script.path] + arguments
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        let log = directory.appending(path: "script.log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        process.standardError = try FileHandle(forWritingTo: log)
        try process.run()
        // Ready once it answers on its port (20 s at most: a busy machine starts processes slowly).
        let deadline = ContinuousClock.now + .seconds(20)
        while !Self.accepts(port: port) {
            guard process.isRunning, ContinuousClock.now < deadline else {
                killServer()
                let said = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
                let postfix =
                    (try? String(contentsOf: directory.appending(path: "postfix/server.log"), encoding: .utf8)) ?? ""
                throw Failure("the mail server did not start on port \(port): \(said)\(postfix)")
            }
            try await Task.sleep(for: .milliseconds(20))
        }
    }

    /// The mails delivered so far, waited for until `count` are there (30 s
    /// at most, then what there is).
    public func mails(count: Int) async throws -> [String] {
        let folder = maildir.appending(path: "new")
        let deadline = ContinuousClock.now + .seconds(30)
        while true {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            if names.count >= count || ContinuousClock.now > deadline {
                return try names.sorted().map { try String(contentsOf: folder.appending(path: $0), encoding: .utf8) }
            }
            try await Task.sleep(for: .milliseconds(20))
        }
    }

    /// The mails delivered so far, without waiting.
    public func mailsNow() throws -> [String] {
        let folder = maildir.appending(path: "new")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return try names.sorted().map { try String(contentsOf: folder.appending(path: $0), encoding: .utf8) }
    }

    /// Ends the server at once, as a crash would (Postfix and every process
    /// it started), and waits until its port is free; what it delivered
    /// stays in `maildir`. SIGKILL, because a test process may hand its
    /// children SIGTERM ignored; and never `waitUntilExit`, which spins the
    /// run loop of whatever thread the task is on, not the one told of the exit.
    public func stop() async {
        killServer()
        while process.isRunning || Self.accepts(port: port) { try? await Task.sleep(for: .milliseconds(20)) }
    }

    /// A test that ends, or throws, leaves no server running and no files.
    deinit {
        killServer()
        try? FileManager.default.removeItem(at: directory)
    }

    /// Kills Postfix's process group, whose leader's pid Postfix writes to
    /// its queue, then the script that started it.
    private func killServer() {
        let file = directory.appending(path: "postfix/queue/pid/master.pid")
        if let text = try? String(contentsOf: file, encoding: .utf8),
            let master = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)), master > 1
        {
            kill(-master, SIGKILL)
        }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    /// Why the server could not start.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
        /// A failure that says `description`.
        public init(_ description: String) { self.description = description }
    }

    private static func run(_ executable: String, _ arguments: [String]) async throws {
        let process = Process()
        process.executableURL = URL(filePath: executable)
        process.arguments = arguments
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        try process.run()
        while process.isRunning { try await Task.sleep(for: .milliseconds(20)) }
        guard process.terminationStatus == 0 else { throw Failure("\(executable) \(arguments) failed") }
    }

    /// A loopback port nothing listens on now.
    private static func freePort() throws -> Int { try SilentListener().port }

    /// Whether something accepts a connection on the loopback `port`.
    private static func accepts(port: Int) -> Bool {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }
}
