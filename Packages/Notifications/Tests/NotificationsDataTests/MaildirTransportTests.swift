import Foundation
import NotificationsData
import NotificationsDomain
import Testing

private func message(_ id: UUID = UUID()) -> MimeMessage {
    let mail = OutgoingMail(
        id: id, cause: "e/welcome", kind: .welcome, accountID: nil, to: Mailbox(address: "ada@example.com"),
        content: MailContent(subject: "Welcome", text: "Hello", html: "<p>Hello</p>"), messageDomain: "l.example",
        createdAt: Date(timeIntervalSince1970: 1_000))
    return MimeMessage(mail, from: Mailbox(address: "no-reply@l.example"), date: mail.createdAt)
}

private func temporaryFolder() -> URL {
    FileManager.default.temporaryDirectory.appending(path: "maildir-\(UUID().uuidString)")
}

@Suite struct MaildirTransportTests {
    @Test func aMailIsAFileInNewWithTheWholeMessage() async throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let transport = MaildirTransport(directory: folder)
        let sent = message()
        let outcome = await transport.deliver(
            sent, from: Mailbox(address: "no-reply@l.example"), to: Mailbox(address: "ada@example.com"))
        #expect(outcome == .sent)
        let files = try transport.files()
        #expect(files.map { $0.deletingLastPathComponent().lastPathComponent } == ["new"])
        #expect(try Data(contentsOf: try #require(files.first)) == Data(sent.bytes))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appending(path: "tmp").path).isEmpty)
    }

    @Test func theSameMailDeliveredTwiceIsOneFile() async throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let transport = MaildirTransport(directory: folder)
        let id = UUID()
        for _ in 0..<2 {
            _ = await transport.deliver(
                message(id), from: Mailbox(address: "a@l.example"), to: Mailbox(address: "b@l.example"))
        }
        _ = await transport.deliver(
            message(), from: Mailbox(address: "a@l.example"), to: Mailbox(address: "b@l.example"))
        #expect(try transport.files().count == 2)
    }

    @Test func aMaildirThatCannotBeWrittenIsATransientFailure() async throws {
        let file = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: file) }
        // A file where the folder should be: nothing can be made under it.
        try Data("not a folder".utf8).write(to: file)
        let outcome = await MaildirTransport(directory: file.appending(path: "mail")).deliver(
            message(), from: Mailbox(address: "a@l.example"), to: Mailbox(address: "b@l.example"))
        guard case .transientFailure(let reason) = outcome else {
            Issue.record("expected a transient failure, got \(outcome)")
            return
        }
        #expect(reason.contains("could not write to the Maildir"))
    }
}
