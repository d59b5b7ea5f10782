import API
import APIServer
import ArgumentParser
import FeatureContract
import FluentKit
import Foundation
import Hummingbird
import Logging
import NotificationsApi
import NotificationsData
import NotificationsDomain
import PageLayout
import Route
import ServiceLifecycle
import Utilities

/// The one public door of the Notifications feature: what the host asks it
/// for (the `Feature` contract, ADR 0113), and the mails other features'
/// events ask for. It imports no other feature: the host's edges hand it
/// those events, in words it defines (`AccountNotice`, `StayNotice`), and
/// add where it finds an account's address (`mailboxes`).
public final class NotificationsAppFactory: Feature {
    /// Everything Notifications needs from the host. A need left unmet does not
    /// compile: a need of another feature is a parameter here too.
    public struct Dependencies: Sendable {
        /// The database (the outbox of mail), the page frame, the logger
        /// (deliveries, by mail id, never by address), the clock, the
        /// container, the settings (`Settings`) and the origin links in mail
        /// start with.
        public var host: FeatureHost

        /// Notifications' needs: what every feature gets from the host.
        public init(host: FeatureHost) {
            self.host = host
        }

        var database: @Sendable () -> any Database { host.database }
        var layout: PageLayout { host.layout }
        var logger: Logger { host.logger }
        var now: @Sendable () -> Date { host.now }
    }

    /// The feature's name, as logs and errors print it, and its name as an
    /// outbox subscriber (kept across releases, ADR 0129).
    public let name = "Notifications"
    /// Where the address of an account a mail is about is found: the host's
    /// edge to the feature that keeps accounts adds it (ADR 0112).
    public let mailboxes = Contributions<any AccountMailboxes>()
    let environment: NotificationsEnvironment

    /// Builds the feature's container as a child of the host's and reads its
    /// settings. Resolves nothing.
    public init(dependencies: Dependencies) {
        let settings = dependencies.host.settings.scoped(to: "notifications")
        let certificates = settings.read(Settings.mailServerCertificates)
        environment = NotificationsEnvironment(
            dependencies: dependencies, mailboxes: mailboxes, maildir: URL(filePath: settings.read(Settings.maildir)),
            server: SMTPTransport.Server(url: settings.read(Settings.mailServer)),
            certificates: certificates.isEmpty ? nil : certificates, sender: settings.read(Settings.from))
    }

    /// The feature's entry in the app's navigation: the mail sent to the
    /// signed-in person.
    public func makeAppView() -> NavigationEntry? {
        NavigationEntry(title: "Mail", location: NotificationsPage.sentMail.location, order: 50, audience: .signedIn)
    }

    /// What Notifications's API offers, for the contract the host publishes at
    /// `/api/v1/openapi.json` (ADR 0104).
    public func makeAPIContract() -> EndpointGroup? {
        EndpointGroup(
            name: "Notifications", summary: "The mail sent to the caller, and whether it went out.",
            endpoints: NotificationsEndpoints.all)
    }

    /// Everything Notifications serves, for the host to mount.
    public func makeScene() throws -> RouteCollection<AppRequestContext> {
        let pages = try environment.container.resolve(NotificationsPages.self)
        let api = try environment.container.resolve(NotificationsAPIHandlers.self)
        let routes = RouteCollection(context: AppRequestContext.self)
        routes.get(RouterPath(NotificationsPaths.page.routerPath)) { request, context in
            try await pages.sentMail(request, context)
        }
        routes.on(NotificationsEndpoints.sentMail) { _, _, context in try await api.sentMail(context: context) }
        return routes
    }

    /// The delivery of waiting mail, beside the server on every host.
    public func makeServices() throws -> [any Service] {
        [try environment.container.resolve(MailDelivery.self)]
    }

    /// "mail is delayed: …" on `/readyz` while the oldest waiting mail is
    /// more than a minute old (the host still takes traffic).
    public func makeReadinessNotes() -> [ReadinessNote] {
        let backlog = try? environment.container.resolve(MailBacklog.self)
        let now = environment.now
        return [ReadinessNote { backlog?.note(now: now()) }]
    }

    /// `landmarks mail list`.
    public func makeOperatorCommands() -> [any ParsableCommand.Type] {
        [MailCommand.self]
    }

    /// The migrations the host runs before serving.
    public func makeMigrations() -> [any Migration] {
        NotificationsMigrations.all
    }

    func writer() throws -> MailWriter {
        try environment.container.resolve(MailWriter.self)
    }
}
