// Runs the Landmarks feature alone, on an in-memory SQLite database, to prove
// it stands without the host and the other features.
//
//   swift run --package-path Packages/Landmarks LandmarksExample [port]
import APIServer
import FeatureContract
import FluentKit
import FluentSQLiteDriver
import Hummingbird
import Landmarks
import Logging
import NIOPosix
import PageLayout
import Route
import Utilities

let logger = Logger(label: "LandmarksExample")
let port = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 8090
let eventLoops = MultiThreadedEventLoopGroup.singleton
let databases = Databases(threadPool: .singleton, on: eventLoops)
databases.use(.sqlite(.memory), as: .sqlite)

let root = MicroContainer(name: "example")
let menu = NavigationMenu()
// No other feature here adds to a landmark's page or books campsites, so
// `extensions` stays empty and every campsite count fits.
let landmarks = LandmarksAppFactory(
    dependencies: .init(
        host: FeatureHost(
            database: { databases.database(logger: logger, on: eventLoops.any())! },
            layout: try PageLayout(menu: menu), logger: logger, container: root,
            settings: Settings.defaults())))
for entry in landmarks.makeMenuEntries() { menu.add(entry) }

let migrations = Migrations()
migrations.add(landmarks.makeMigrations())
let migrator = Migrator(databases: databases, migrations: migrations, logger: logger, on: eventLoops.any())
try await migrator.setupIfNeeded().get()
try await migrator.prepareBatch().get()
try root.validate()

let router = Router(context: AppRequestContext.self)
router.add(middleware: ProblemMiddleware())
StaticAssetRoutes.add(to: router)
let home = menu.entries.first?.location.href ?? "/landmarks"
router.get("/") { _, _ in Response.seeOther(home) }
router.addRoutes(try landmarks.makeScene())

let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: port)), logger: logger)
logger.info("Landmarks alone on http://127.0.0.1:\(port)/")
try await app.runService()
await databases.shutdownAsync()
