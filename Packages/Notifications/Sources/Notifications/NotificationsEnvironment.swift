import APIServer
import FeatureContract
import Foundation
import NotificationsData
import NotificationsDomain
import Utilities

/// The feature's container: a child of the host's, one registration per piece.
struct NotificationsEnvironment: Sendable {
    let container: MicroContainer
    /// Where mail goes, in words for `landmarks mail list`.
    let destination: String
    let now: @Sendable () -> Date

    init(
        dependencies: NotificationsAppFactory.Dependencies, mailboxes: Contributions<any AccountMailboxes>,
        maildir directory: URL, server: SMTPTransport.Server?, certificates: String?, sender: Mailbox
    ) {
        container = dependencies.host.container.child(named: "Notifications")
        let transport: any MailTransport
        if let server {
            transport = SMTPTransport(server: server, certificateFile: certificates, clientName: sender.domain)
            destination = "mail is handed to the mail server at \(server.host):\(server.port)"
        } else {
            transport = MaildirTransport(directory: directory)
            destination = "mail is written to the Maildir \(directory.path)"
        }
        now = dependencies.now
        let logger = dependencies.logger
        container.register((any MailOutbox).self) { _ in SQLMailOutbox(database: dependencies.database) }
        container.register(MailTemplates.self) { _ in try MailTemplates() }
        container.register(MailWriter.self) { r in
            MailWriter(
                outbox: try r.resolve(), templates: try r.resolve(), mailboxes: mailboxes,
                origin: dependencies.host.origin, messageDomain: sender.domain, now: dependencies.now)
        }
        container.register(DeliverDueMail.self) { r in
            DeliverDueMail(
                outbox: try r.resolve(), transport: transport, sender: sender,
                holder: "\(ProcessInfo.processInfo.hostName)-\(ProcessInfo.processInfo.processIdentifier)-\(UUID())",
                now: dependencies.now,
                record: { mail, outcome in NotificationsEvents.record(mail, outcome, to: logger) })
        }
        container.register(MailBacklog.self) { _ in MailBacklog() }
        container.register(MailDelivery.self) { r in
            MailDelivery(
                deliver: try r.resolve(), outbox: try r.resolve(), backlog: try r.resolve(), logger: logger,
                now: dependencies.now)
        }
        container.register(MailAboutAccount.self) { r in MailAboutAccount(outbox: try r.resolve()) }
        container.register(NotificationsTemplates.self) { _ in try NotificationsTemplates() }
        container.register(NotificationsPages.self) { r in
            NotificationsPages(
                mailAbout: try r.resolve(), templates: try r.resolve(),
                responses: PageResponses(layout: dependencies.layout))
        }
        container.register(NotificationsAPIHandlers.self) { r in NotificationsAPIHandlers(mailAbout: try r.resolve()) }
    }
}
