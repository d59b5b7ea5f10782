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
        // The server's own lines name the envelope and say the session was in the clear.
        #expect(arrived.hasPrefix("Return-Path: <no-reply@l.example>\nX-Original-To: ada@example.com\n"))
        #expect(arrived.contains(" with ESMTP id "))
        // After the server's lines, the message byte for byte (with the LF
        // line ends Postfix stores): the dots doubled on the way were taken
        // off again by the server.
        let stored = String(decoding: sent.bytes, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
        #expect(arrived.hasSuffix(stored))
        #expect(!arrived.dropLast(stored.count).contains("Message-ID:"))
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
        #expect(mails.first?.contains(" with ESMTPS id ") == true, "received under TLS")
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
        let arrived = try #require(try await server.mails(count: 1).first)
        #expect(arrived.contains("(Authenticated sender: landmarks@l.example)"))
        #expect(arrived.contains(" with ESMTPSA id "), "received under TLS after a log-in")
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
