import API
import APIServer
import APIServerTesting
import DatabaseTesting
import FeatureContract
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import Notifications
import NotificationsApi
import NotificationsDomain
import PageLayout
import Route
import Synchronization
import Testing
import Utilities

/// Where the test's accounts live: what the edge to the feature that keeps
/// accounts adds in the host.
struct Accounts: AccountMailboxes {
    let known: [UUID: Mailbox]
    func mailboxes(of accountIDs: [UUID]) async throws -> [UUID: Mailbox] {
        known.filter { accountIDs.contains($0.key) }
    }
}

/// The feature mounted the way the host mounts it, on SQLite, with a Maildir
/// of its own, links from `https://landmarks.example` and, when given, a
/// fixed clock.
struct TestApp {
    let factory: NotificationsAppFactory
    let router: Router<AppRequestContext>
    let store: MigratedDatabase
    let maildir: URL

    init(now: @escaping @Sendable () -> Date = Date.init, maildir: URL? = nil) async throws {
        let logger = Logger(label: "test")
        store = try await MigratedDatabase([], storage: .file, logger: logger)
        self.maildir =
            maildir ?? FileManager.default.temporaryDirectory.appending(path: "notifications-\(UUID().uuidString)")
        let container = MicroContainer(name: "test")
        let menu = NavigationMenu()
        let layout = try PageLayout(menu: menu)
        layout.accountLinks = AccountLinks(
            logIn: Location(path: "/login"), signUp: Location(path: "/signup"), account: Location(path: "/account"),
            logOut: Location(path: "/logout"), returnToParameter: "returnTo")
        factory = NotificationsAppFactory(
            dependencies: .init(
                host: FeatureHost(
                    database: store.database, layout: layout, logger: logger, now: now, container: container,
                    settings: Settings.defaults([
                        "notifications.maildir": .init(.string(self.maildir.path), isSecret: false),
                        "notifications.from": "Landmarks <no-reply@landmarks.example>",
                    ]), origin: { "https://landmarks.example" })))
        menu.add(factory.makeAppView())
        try await store.migrate(factory.makeMigrations())
        try container.validate()
        router = Router(context: AppRequestContext.self)
        router.add(middleware: ProblemMiddleware())
        router.add(middleware: TestCaller())
        router.addRoutes(try factory.makeScene())
    }

    func test(_ body: @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        do {
            try await Application(router: router).test(.router, body)
        } catch {
            await close()
            throw error
        }
        await close()
    }

    func close() async {
        await store.close()
        try? FileManager.default.removeItem(at: maildir)
    }

    /// The files in the Maildir's `new/`, waited for until `count` are there (10 s at most).
    func mails(count: Int) async throws -> [String] {
        let folder = maildir.appending(path: "new")
        let deadline = ContinuousClock.now + .seconds(10)
        while true {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            if names.count >= count || ContinuousClock.now > deadline {
                return try names.sorted().map { try String(contentsOf: folder.appending(path: $0), encoding: .utf8) }
            }
            try await Task.sleep(for: .milliseconds(50))
        }
    }
}

func booking(_ account: UUID) -> StayNotice {
    StayNotice(
        cause: UUID(), accountID: account, landmarkName: "Yosemite Valley", landmarkPath: "/landmarks/1",
        stayText: "Sun 10 Jan – Tue 12 Jan 2027, 2 nights", guests: 2, nightlyFee: "$35", nights: 2, total: "$70",
        confirmationCode: "9WR9-8D4Q", cancellationRule: "Cancel for free until the end of Sat 9 Jan 2027.",
        tripPath: "/reservations/1d214fcd")
}

@Suite struct NotificationsAppFactoryTests {
    @Test func anEventHandedOverTwiceWritesOneMail() async throws {
        let app = try await TestApp()
        let account = UUID()
        let notice = AccountNotice(
            cause: UUID(), accountID: account, mailbox: Mailbox(address: "ada@example.com", name: "Ada <Lovelace>"))
        try await app.factory.welcome([notice])
        try await app.factory.welcome([notice])
        try await app.test { client in
            try await client.execute(
                uri: NotificationsPaths.apiMail.render(), method: .get, headers: [TestCaller.header: account.uuidString]
            ) { response in
                #expect(response.status == .ok)
                let mails = try APIJSON.decoder().decode([SentMailDTO].self, from: Data(buffer: response.body))
                #expect(mails.map(\.subject) == ["Welcome to Landmarks, Ada <Lovelace>"])
                #expect(mails.map(\.kind) == ["welcome"])
                // Its id is time-ordered (ADR 0143), made when the mail was
                // (which the API says to the second).
                let made = try #require(mails.first?.id.timeOrderedInstant)
                #expect(abs(made.timeIntervalSince(try #require(mails.first?.createdAt))) < 1)
            }
        }
    }

    @Test func aBookingConfirmationSaysWhatThePageSaidWithAbsoluteLinksAndGoesToTheMaildir() async throws {
        let app = try await TestApp()
        let account = UUID()
        app.factory.mailboxes.add(Accounts(known: [account: Mailbox(address: "ada@example.com", name: "Ada")]))
        try await app.factory.bookingConfirmed([booking(account)])
        let service = try #require(try app.factory.makeServices().first)
        let delivery = Task { try await service.run() }
        let mails = try await app.mails(count: 1)
        delivery.cancel()
        _ = await delivery.result
        await app.close()
        let mail = try #require(mails.first)
        #expect(mails.count == 1)
        #expect(mail.contains("From: \"Landmarks\" <no-reply@landmarks.example>\r\n"))
        #expect(mail.contains("To: \"Ada\" <ada@example.com>\r\n"))
        #expect(mail.contains("@landmarks.example>\r\n"))
        let text = QuotedPrintable.decode(mail)
        for fact in [
            "Yosemite Valley", "Sun 10 Jan – Tue 12 Jan 2027, 2 nights", "9WR9-8D4Q", "$35 × 2 nights = $70",
            "Cancel for free until the end of Sat 9 Jan 2027.", "https://landmarks.example/reservations/1d214fcd",
            #"href="https://landmarks.example/landmarks/1""#,
        ] {
            #expect(text.contains(fact), "the mail says \(fact)")
        }
    }

    @Test func anAlertLinksToAFilledBookingFormAndCarriesAOneClickUnsubscribeOnEveryDelivery() async throws {
        let app = try await TestApp()
        let account = UUID()
        app.factory.mailboxes.add(Accounts(known: [account: Mailbox(address: "ada@example.com", name: "Ada")]))
        try await app.factory.stayAvailable([
            WatchNotice(
                cause: UUID(), accountID: account, landmarkName: "Yosemite Valley", landmarkPath: "/landmarks/1",
                stayText: "Sun 10 Jan – Tue 12 Jan 2027, 2 nights", guests: 3,
                bookingPath: "/landmarks/1/book?checkIn=2027-01-10&checkOut=2027-01-12&guests=3",
                alertsPath: "/alerts", unsubscribePath: "/alerts/unsubscribe/tok_EN-1")
        ])
        let service = try #require(try app.factory.makeServices().first)
        let delivery = Task { try await service.run() }
        let mails = try await app.mails(count: 1)
        delivery.cancel()
        _ = await delivery.result
        await app.close()
        let mail = try #require(mails.first)
        #expect(mail.contains("List-Unsubscribe: <https://landmarks.example/alerts/unsubscribe/tok_EN-1>\r\n"))
        #expect(mail.contains("List-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n"))
        let text = QuotedPrintable.decode(mail)
        for fact in [
            "A campsite at Yosemite Valley is free for every night you asked about: Sun 10 Jan – Tue 12 Jan 2027,",
            "for 3 people",
            "https://landmarks.example/landmarks/1/book?checkIn=2027-01-10&checkOut=2027-01-12&guests=3",
            #"href="https://landmarks.example/landmarks/1/book?checkIn=2027-01-10&amp;"#
                + #"checkOut=2027-01-12&amp;guests=3""#,
            "End this alert: https://landmarks.example/alerts/unsubscribe/tok_EN-1",
        ] {
            #expect(text.contains(fact), "the mail says \(fact)")
        }
    }

    @Test func aResetLinkGoesOutAbsoluteAndItsWordsAreNotKeptOnceSent() async throws {
        let app = try await TestApp()
        let account = UUID()
        try await app.factory.passwordReset([
            PasswordResetNotice(
                cause: UUID(), accountID: account, mailbox: Mailbox(address: "ada@example.com", name: "Ada"),
                resetPath: "/password-reset/new?token=abc-DEF_123")
        ])
        let service = try #require(try app.factory.makeServices().first)
        let delivery = Task { try await service.run() }
        let mails = try await app.mails(count: 1)
        // The words are replaced just after the mail is marked sent.
        let deadline = ContinuousClock.now + .seconds(10)
        var kept = ""
        while ContinuousClock.now < deadline {
            kept =
                try await app.store.sql.raw("SELECT text_body FROM outgoing_mails").first()?.decode(
                    column: "text_body", as: String.self) ?? ""
            if !kept.contains("token") { break }
            try await Task.sleep(for: .milliseconds(50))
        }
        delivery.cancel()
        _ = await delivery.result
        await app.close()
        let text = QuotedPrintable.decode(try #require(mails.first))
        #expect(text.contains("https://landmarks.example/password-reset/new?token=abc-DEF_123"))
        #expect(text.contains("Subject: Set a new Landmarks password"))
        #expect(kept == MailKind.secretRemoved)
    }

    @Test func aStayOfAnAccountNobodyKnowsWritesNoMail() async throws {
        let app = try await TestApp()
        let account = UUID()
        try await app.factory.bookingConfirmed([booking(account)])
        app.factory.mailboxes.add(Accounts(known: [:]))
        try await app.factory.bookingCancelled([booking(account)])
        try await app.test { client in
            try await client.execute(
                uri: NotificationsPaths.apiMail.render(), method: .get, headers: [TestCaller.header: account.uuidString]
            ) { response in
                #expect(String(buffer: response.body) == "[]")
            }
        }
    }

    @Test func theMailPageListsTheCallersMailOnlyAndAsksSomeoneSignedOutToLogIn() async throws {
        let app = try await TestApp()
        let (ada, bob) = (UUID(), UUID())
        try await app.factory.welcome([
            AccountNotice(cause: UUID(), accountID: ada, mailbox: Mailbox(address: "ada@example.com", name: "Ada"))
        ])
        try await app.factory.passwordChanged([
            AccountNotice(cause: UUID(), accountID: bob, mailbox: Mailbox(address: "bob@example.com", name: "Bob"))
        ])
        try await app.test { client in
            try await client.execute(uri: "/notifications", method: .get, headers: [TestCaller.header: ada.uuidString])
            {
                response in
                let html = String(buffer: response.body)
                #expect(response.status == .ok)
                #expect(html.contains("<h1>Mail sent to you</h1>"))
                #expect(html.contains("<h2>Welcome to Landmarks, Ada</h2>"))
                #expect(!html.contains("password"))
            }
            try await client.execute(uri: "/notifications", method: .get) { response in
                #expect(response.status == .seeOther)
                #expect(response.headers[.location] == "/login?returnTo=%2Fnotifications")
            }
            try await client.execute(uri: NotificationsPaths.apiMail.render(), method: .get) { response in
                #expect(response.status == .unauthorized)
            }
        }
    }

    @Test func mailThatCannotGoOutForAMinuteIsNamedOnReadinessAndKeptWaiting() async throws {
        let clock = Mutex(Date(timeIntervalSince1970: 1_795_348_800))
        // A file where the Maildir should be: every delivery fails for now.
        let blocked = FileManager.default.temporaryDirectory.appending(path: "blocked-\(UUID().uuidString)")
        try Data("not a folder".utf8).write(to: blocked)
        defer { try? FileManager.default.removeItem(at: blocked) }
        let app = try await TestApp(now: { clock.withLock { $0 } }, maildir: blocked.appending(path: "mail"))
        let notes = app.factory.makeReadinessNotes()
        let account = UUID()
        try await app.factory.welcome([
            AccountNotice(cause: UUID(), accountID: account, mailbox: Mailbox(address: "ada@example.com", name: "Ada"))
        ])
        #expect(notes.compactMap { $0.read() }.isEmpty)
        clock.withLock { $0 = $0.addingTimeInterval(150) }
        let service = try #require(try app.factory.makeServices().first)
        let delivery = Task { try await service.run() }
        let deadline = ContinuousClock.now + .seconds(10)
        while notes.compactMap({ $0.read() }).isEmpty, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(50))
        }
        delivery.cancel()
        _ = await delivery.result
        #expect(
            notes.compactMap { $0.read() } == [
                "mail is delayed: 1 waiting, the oldest written 2 min ago; it is kept and tried again"
            ])
        try await app.test { client in
            try await client.execute(
                uri: NotificationsPaths.apiMail.render(), method: .get, headers: [TestCaller.header: account.uuidString]
            ) { response in
                let mails = try APIJSON.decoder().decode([SentMailDTO].self, from: Data(buffer: response.body))
                #expect(mails.map(\.status) == ["waiting"])
            }
        }
    }

    @Test func itsMigrationsAreNamedForTheFeature() async throws {
        let app = try await TestApp()
        await app.close()
        #expect(app.factory.makeMigrations().allSatisfy { $0.name.hasPrefix("Notifications.") })
    }
}
