// Runs the Notifications feature alone, on an in-memory SQLite database: it
// writes the mails a sign-up, a booking and a cancellation ask for (the
// accounts and stays are made up here, where the host's edges would hand them
// over), delivers them to a Maildir in a temporary folder, and serves the
// "Mail sent to you" page to one visitor.
//
//   swift run --package-path Packages/Notifications NotificationsExample [port]
import APIServer
import FeatureContract
import FluentKit
import FluentSQLiteDriver
import Foundation
import Hummingbird
import Logging
import NIOPosix
import Notifications
import PageLayout
import ServiceLifecycle
import Utilities

let logger = Logger(label: "NotificationsExample")
let port = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 8091
let eventLoops = MultiThreadedEventLoopGroup.singleton
let databases = Databases(threadPool: .singleton, on: eventLoops)
databases.use(.sqlite(.memory), as: .sqlite)
let maildir = FileManager.default.temporaryDirectory.appending(path: "NotificationsExample-\(UUID().uuidString)")

/// Signs every request in as one visitor, in place of SessionService.
struct ExampleVisitor: RouterMiddleware {
    typealias Context = AppRequestContext
    static let caller = Caller(
        userID: UUID(), name: "Ada Lovelace", email: "ada@example.com", credential: .bearer, sessionToken: "example")

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        var context = context
        context.caller = Self.caller
        return try await next(request, context)
    }
}

/// The visitor's address, where the edge to the feature that keeps accounts would find it.
struct ExampleAccounts: AccountMailboxes {
    func mailboxes(of accountIDs: [UUID]) async throws -> [UUID: Mailbox] {
        let visitor = ExampleVisitor.caller.userID
        return accountIDs.contains(visitor) ? [visitor: Mailbox(address: "ada@example.com", name: "Ada Lovelace")] : [:]
    }
}

let root = MicroContainer(name: "example")
let menu = NavigationMenu()
let feature = NotificationsAppFactory(
    dependencies: .init(
        host: FeatureHost(
            database: { databases.database(logger: logger, on: eventLoops.any())! },
            layout: try PageLayout(menu: menu), logger: logger, container: root,
            settings: Settings.defaults(["notifications.maildir": .init(.string(maildir.path), isSecret: false)]),
            origin: { "http://127.0.0.1:\(port)" })))
menu.add(feature.makeAppView())
feature.mailboxes.add(ExampleAccounts())

let migrations = Migrations()
migrations.add(feature.makeMigrations())
let migrator = Migrator(databases: databases, migrations: migrations, logger: logger, on: eventLoops.any())
try await migrator.setupIfNeeded().get()
try await migrator.prepareBatch().get()
try root.validate()

let visitor = ExampleVisitor.caller.userID
try await feature.welcome([
    AccountNotice(cause: UUID(), accountID: visitor, mailbox: Mailbox(address: "ada@example.com", name: "Ada Lovelace"))
])
let stay = StayNotice(
    cause: UUID(), accountID: visitor, landmarkName: "Yosemite Valley", landmarkPath: "/landmarks/1",
    stayText: "Sun 10 Jan – Tue 12 Jan 2027, 2 nights", guests: 2, nightlyFee: "$35", nights: 2, total: "$70",
    confirmationCode: "9WR9-8D4Q", cancellationRule: "Cancel for free until the end of Sat 9 Jan 2027.",
    tripPath: "/reservations/example")
try await feature.bookingConfirmed([stay])
try await feature.bookingCancelled([stay])

let router = Router(context: AppRequestContext.self)
router.add(middleware: ProblemMiddleware())
router.add(middleware: ExampleVisitor())
StaticAssetRoutes.add(to: router)
router.addRoutes(try feature.makeScene())
let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: port)), logger: logger)
logger.info("Notifications alone on http://127.0.0.1:\(port)/notifications; mail goes to \(maildir.path)/new")
try await ServiceGroup(
    configuration: .init(
        services: [app] + (try feature.makeServices()), gracefulShutdownSignals: [.sigterm, .sigint],
        logger: logger)
).run()
await databases.shutdownAsync()
