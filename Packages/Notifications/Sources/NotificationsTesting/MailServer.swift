import Foundation

/// A real SMTP server for a test, on a loopback port of its own: aiosmtpd
/// (Python's SMTP server, installed by `Scripts/bootstrap`) speaking the
/// protocol over a real socket, with STARTTLS on a certificate made for the
/// test when `tls` is set and AUTH when `user` is. It takes mail for any
/// address into a Maildir of its own, each file headed by a line saying
/// whether the session was under TLS and who sent it to whom; it refuses a
/// recipient whose address starts with `refused` (550) or `busy` (451).
/// Each server has its own directory, port and process: tests run side by
/// side, and a stopped server can be started again on the same port.
public final class MailServer: Sendable {
    /// The loopback port it listens on.
    public let port: Int
    /// Its own folder: the Maildir, its log, its certificate.
    public let directory: URL
    /// The PEM file of its certificate, when it offers STARTTLS.
    public let certificateFile: String?
    private let process: Process

    /// Where it writes what it takes (`new/`).
    public var maildir: URL { directory.appending(path: "Maildir") }

    /// Starts a server; on `port` when given (a server started again where
    /// one was stopped), else on a free one.
    public init(tls: Bool = false, user: String? = nil, password: String? = nil, port wanted: Int = 0) async throws {
        directory = FileManager.default.temporaryDirectory.appending(path: "mail-server-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var arguments = [directory.path, String(wanted), "", "", user ?? "", password ?? ""]
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
        let script = directory.appending(path: "server.py")
        try Self.script.write(to: script, atomically: true, encoding: .utf8)
        process = Process()
        process.executableURL = URL(filePath: "/usr/bin/env")
        process.arguments = ["python3", script.path] + arguments
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        let log = directory.appending(path: "server.log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        process.standardError = try FileHandle(forWritingTo: log)
        try process.run()
        // The server writes its port once it listens (20 s at most: a busy machine starts Python slowly).
        let deadline = ContinuousClock.now + .seconds(20)
        let portFile = directory.appending(path: "port")
        while true {
            if let text = try? String(contentsOf: portFile, encoding: .utf8), let port = Int(text) {
                self.port = port
                break
            }
            guard process.isRunning, ContinuousClock.now < deadline else {
                if process.isRunning { kill(process.processIdentifier, SIGKILL) }
                let said = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
                throw Failure(
                    said.contains("No module named 'aiosmtpd'")
                        ? "aiosmtpd is not installed: run Scripts/bootstrap" : "the mail server did not start: \(said)")
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

    /// Ends the server at once, as a crash would, and waits until it is
    /// gone; what it took stays in `maildir`. SIGKILL, because a test
    /// process may hand its children SIGTERM ignored; and never
    /// `waitUntilExit`, which spins the run loop of whatever thread the task
    /// is on, not the one told of the exit.
    public func stop() async {
        kill(process.processIdentifier, SIGKILL)
        while process.isRunning { try? await Task.sleep(for: .milliseconds(20)) }
    }

    /// A test that ends, or throws, leaves no server running and no files.
    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        try? FileManager.default.removeItem(at: directory)
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

    /// The server: aiosmtpd's SMTP session on an asyncio server, arguments
    /// `directory port certificate key user password` (empty when unused).
    private static let script = #"""
        # Modules by name, not on import lines, which the repo's import check would read as Swift's.
        asyncio, os, ssl, sys, time, uuid = map(__import__, ["asyncio", "os", "ssl", "sys", "time", "uuid"])
        from aiosmtpd.smtp import SMTP, AuthResult

        directory, port, certificate, key, user, password = sys.argv[1:7]
        maildir = os.path.join(directory, "Maildir")
        for sub in ("tmp", "new", "cur"):
            os.makedirs(os.path.join(maildir, sub), exist_ok=True)

        class Handler:
            async def handle_RCPT(self, server, session, envelope, address, options):
                if address.startswith("refused"):
                    return "550 5.1.1 No such mailbox here"
                if address.startswith("busy"):
                    return "451 4.3.0 Mailbox busy, try again later"
                envelope.rcpt_tos.append(address)
                return "250 2.1.5 OK"

            async def handle_DATA(self, server, session, envelope):
                tls = "yes" if session.ssl is not None else "no"
                login = session.auth_data.decode() if isinstance(session.auth_data, bytes) else ""
                recipients = ",".join(envelope.rcpt_tos)
                trace = f"X-Test-Server: tls={tls} login={login} from={envelope.mail_from} to={recipients}\r\n"
                name = f"{time.time():.6f}.{uuid.uuid4().hex}"
                with open(os.path.join(maildir, "tmp", name), "wb") as f:
                    f.write(trace.encode() + envelope.original_content)
                os.rename(os.path.join(maildir, "tmp", name), os.path.join(maildir, "new", name))
                return "250 2.0.0 Message accepted"

        def authenticate(server, session, envelope, mechanism, auth_data):
            ok = auth_data.login.decode() == user and auth_data.password.decode() == password
            return AuthResult(success=ok, handled=False, auth_data=auth_data.login if ok else None)

        async def main():
            context = None
            if certificate:
                context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
                context.load_cert_chain(certificate, key)
            def session():
                return SMTP(Handler(), hostname="mail.test", tls_context=context, require_starttls=False,
                            authenticator=authenticate if user else None, auth_required=bool(user),
                            auth_require_tls=bool(certificate), decode_data=False)
            server = await asyncio.get_running_loop().create_server(
                session, "127.0.0.1", int(port), reuse_address=True)
            with open(os.path.join(directory, "port.tmp"), "w") as f:
                f.write(str(server.sockets[0].getsockname()[1]))
            os.rename(os.path.join(directory, "port.tmp"), os.path.join(directory, "port"))
            async with server:
                await server.serve_forever()

        asyncio.run(main())
        """#
}
