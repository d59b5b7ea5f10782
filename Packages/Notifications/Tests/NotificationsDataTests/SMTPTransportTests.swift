import Foundation
import NIOCore
import NotificationsDomain
import NotificationsTesting
import Testing

@testable import NotificationsData

private func message(_ text: String = "Hello Zoë\n.a line that starts with a dot\n.") -> MimeMessage {
    let mail = OutgoingMail(
        cause: "\(UUID())/welcome", kind: .welcome, accountID: nil,
        to: Mailbox(address: "ada@example.com", name: "Ada"),
        content: MailContent(subject: "Welcome", text: text, html: "<p>Hello</p>"), messageDomain: "l.example",
        createdAt: Date(timeIntervalSince1970: 1_795_000_000))
    return MimeMessage(mail, from: sender, date: mail.createdAt)
}

private let sender = Mailbox(address: "no-reply@l.example", name: "Landmarks")
private let ada = Mailbox(address: "ada@example.com")

/// Against a real SMTP server on loopback (`MailServer`), never a stand-in.
@Suite struct SMTPTransportTests {
    @Test func aMailHandedToTheServerArrivesWholeWithItsDotLinesAndMessageID() async throws {
        let server = try await MailServer()
        let transport = SMTPTransport(server: try #require(.init(url: "smtp://127.0.0.1:\(server.port)?tls=none")))
        let sent = message()
        #expect(await transport.deliver(sent, from: sender, to: ada) == .sent)
        let mails = try await server.mails(count: 1)
        #expect(mails.count == 1)
        let arrived = try #require(mails.first)
        #expect(arrived.hasPrefix("X-Test-Server: tls=no login= from=no-reply@l.example to=ada@example.com\r\n"))
        // After the server's line, the message byte for byte: the dots
        // doubled on the way were taken off again by the server.
        let bytes = Array(arrived.utf8)
        let afterServerLine = bytes.firstIndex(of: 10).map { $0 + 1 } ?? 0
        #expect(Array(bytes[afterServerLine...]) == sent.bytes)
        #expect(arrived.contains("Message-ID: \(sent.messageID)"))
        #expect(QuotedPrintable.decode(arrived).contains("\n.a line that starts with a dot\n"))
    }

    @Test func aRecipientTheServerRefusesIsAPermanentFailureAndNothingArrives() async throws {
        let server = try await MailServer()
        let transport = SMTPTransport(server: try #require(.init(url: "smtp://127.0.0.1:\(server.port)?tls=none")))
        let outcome = await transport.deliver(message(), from: sender, to: Mailbox(address: "refused@example.com"))
        guard case .permanentFailure(let reason) = outcome else {
            Issue.record("expected a permanent failure, got \(outcome)")
            return
        }
        #expect(reason.contains("550"))
        #expect(try server.mailsNow().isEmpty)
    }

    @Test func aServerThatSaysTryLaterIsATransientFailure() async throws {
        let server = try await MailServer()
        let transport = SMTPTransport(server: try #require(.init(url: "smtp://127.0.0.1:\(server.port)?tls=none")))
        let outcome = await transport.deliver(message(), from: sender, to: Mailbox(address: "busy@example.com"))
        guard case .transientFailure(let reason) = outcome else {
            Issue.record("expected a failure, got \(outcome)")
            return
        }
        #expect(reason.contains("451"))
    }

    @Test func noServerListeningMakesTheServerUnavailable() async throws {
        let server = try await MailServer()
        await server.stop()
        let transport = SMTPTransport(server: try #require(.init(url: "smtp://127.0.0.1:\(server.port)?tls=none")))
        let outcome = await transport.deliver(message(), from: sender, to: ada)
        guard case .serverUnavailable(let reason) = outcome else {
            Issue.record("expected a failure, got \(outcome)")
            return
        }
        #expect(reason.contains("could not be reached"))
    }

    @Test func aServerThatNeverAnswersIsGivenUpAfterTheTimeoutAsUnavailable() async throws {
        let silent = try SilentListener()
        let transport = SMTPTransport(
            server: try #require(.init(url: "smtp://127.0.0.1:\(silent.port)?tls=none")), timeout: .seconds(1))
        let outcome = await transport.deliver(message(), from: sender, to: ada)
        guard case .serverUnavailable = outcome else {
            Issue.record("expected a failure, got \(outcome)")
            return
        }
    }

    @Test func withSTARTTLSTheMailGoesOverTLSToAServerWhoseCertificateIsTrusted() async throws {
        let server = try await MailServer(tls: true)
        let url = "smtp://127.0.0.1:\(server.port)"
        let trusted = SMTPTransport(server: try #require(.init(url: url)), certificateFile: server.certificateFile)
        #expect(await trusted.deliver(message(), from: sender, to: ada) == .sent)
        let mails = try await server.mails(count: 1)
        #expect(mails.first?.hasPrefix("X-Test-Server: tls=yes") == true)
        // The system's roots do not know the test's certificate: nothing is sent in the clear instead.
        let untrusted = SMTPTransport(server: try #require(.init(url: url)))
        let outcome = await untrusted.deliver(message(), from: sender, to: ada)
        guard case .serverUnavailable = outcome else {
            Issue.record("expected a failure, got \(outcome)")
            return
        }
        #expect(try server.mailsNow().count == 1)
    }

    @Test func aUserInTheURLLogsInOverTLSAndAWrongPasswordMakesTheServerUnavailable() async throws {
        let server = try await MailServer(tls: true, user: "landmarks@l.example", password: "p:ss w0rd")
        let good = SMTPTransport(
            server: try #require(.init(url: "smtp://landmarks%40l.example:p%3Ass%20w0rd@127.0.0.1:\(server.port)")),
            certificateFile: server.certificateFile)
        #expect(await good.deliver(message(), from: sender, to: ada) == .sent)
        #expect(
            try await server.mails(count: 1).first?.hasPrefix("X-Test-Server: tls=yes login=landmarks@l.example")
                == true)
        let bad = SMTPTransport(
            server: try #require(.init(url: "smtp://landmarks%40l.example:wrong@127.0.0.1:\(server.port)")),
            certificateFile: server.certificateFile)
        let outcome = await bad.deliver(message(), from: sender, to: ada)
        guard case .serverUnavailable(let reason) = outcome else {
            Issue.record("expected a failure, got \(outcome)")
            return
        }
        #expect(reason.contains("535") && !reason.contains("wrong"), "\(reason)")
        #expect(try server.mailsNow().count == 1)
    }

    @Test func aServerWithoutSTARTTLSIsUnavailableUnlessTheURLSaysNone() async throws {
        let server = try await MailServer()
        let transport = SMTPTransport(server: try #require(.init(url: "smtp://127.0.0.1:\(server.port)")))
        let outcome = await transport.deliver(message(), from: sender, to: ada)
        guard case .serverUnavailable(let reason) = outcome else {
            Issue.record("expected a failure, got \(outcome)")
            return
        }
        #expect(reason.contains("STARTTLS"))
        #expect(try server.mailsNow().isEmpty)
    }

    @Test func urlsNameTheServerItsSecurityAndItsUser() throws {
        let plain = try #require(SMTPTransport.Server(url: "smtp://127.0.0.1:2525?tls=none"))
        #expect(plain.host == "127.0.0.1" && plain.port == 2525 && plain.security == .none && plain.user == nil)
        #expect(SMTPTransport.Server(url: "smtp://mail.example:2525?tls=none") == nil, "in the clear beyond loopback")
        let submission = try #require(SMTPTransport.Server(url: "smtp://ada%40example.com:p%3Ass@mail.example"))
        #expect(submission.port == 587 && submission.security == .startTLS)
        #expect(submission.user == "ada@example.com" && submission.password == "p:ss")
        #expect(SMTPTransport.Server(url: "smtps://mail.example")?.port == 465)
        #expect(SMTPTransport.Server(url: "http://mail.example") == nil)
        #expect(SMTPTransport.Server(url: "smtp://mail.example?tls=maybe") == nil)
        #expect(SMTPTransport.Server(url: "smtp://") == nil)
    }

    @Test func dotStuffingDoublesALeadingDotAndEndsWithALoneDot() {
        #expect(SMTPConversation.dotStuffed(Array("a\r\n.b\r\n..c".utf8)) == Array("a\r\n..b\r\n...c\r\n.\r\n".utf8))
        #expect(SMTPConversation.dotStuffed(Array(".\r\n".utf8)) == Array("..\r\n.\r\n".utf8))
    }
}

/// A socket that listens and never accepts or answers: a mail server hung.
private final class SilentListener: Sendable {
    let port: Int
    private let socket: Int32

    init() throws {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.socket = socket
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let listening = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(socket, pointer, length) == 0 && listen(socket, 4) == 0
                    && getsockname(socket, pointer, &length) == 0
            }
        }
        guard listening else { throw MailServer.Failure("could not listen") }
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    deinit { close(socket) }
}
