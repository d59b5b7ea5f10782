// Runs the Auth feature alone, with SessionService, on an in-memory SQLite
// database: sign up at /signup, log in at /login, see /account.
//
//   swift run --package-path Packages/Auth AuthExample [port]
import APIServer
import Auth
import FeatureContract
import FluentKit
import FluentSQLiteDriver
import Foundation
import Hummingbird
import Logging
import NIOPosix
import PageLayout
import SessionService
import Utilities

let logger = Logger(label: "AuthExample")
let port = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 8091
let eventLoops = MultiThreadedEventLoopGroup.singleton
let databases = Databases(threadPool: .singleton, on: eventLoops)
databases.use(.sqlite(.memory), as: .sqlite)
let database: @Sendable () -> any Database = { databases.database(logger: logger, on: eventLoops.any())! }

let root = MicroContainer(name: "example")
let layout = try PageLayout(menu: NavigationMenu())
let sessions = SessionStore(database: database)
// Nothing else here keeps anything per account, so no clean-ups are handed in.
let auth = AuthAppFactory(
    dependencies: .init(
        host: FeatureHost(
            database: database, layout: layout, logger: logger, container: root, settings: Settings.defaults()),
        sessions: sessions))
layout.accountLinks = auth.makeAccountLinks()

let migrations = Migrations()
migrations.add(SessionMigrations.all)
migrations.add(auth.makeMigrations())
let migrator = Migrator(databases: databases, migrations: migrations, logger: logger, on: eventLoops.any())
try await migrator.setupIfNeeded().get()
try await migrator.prepareBatch().get()
try root.validate()

let router = Router(context: AppRequestContext.self)
router.add(middleware: SecurityHeadersMiddleware())
router.add(middleware: ProblemMiddleware())
router.add(middleware: SessionMiddleware(store: sessions))
router.add(middleware: CSRFProtection(policy: sessions.policy))
StaticAssetRoutes.add(to: router)
router.get("/") { _, _ in Response.seeOther((auth.makeAccountLinks()?.account.href ?? "/account")) }
router.addRoutes(try auth.makeScene())

let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: port)), logger: logger)
logger.info("Auth alone on http://127.0.0.1:\(port)/")
try await app.runService()
await databases.shutdownAsync()
