// Runs the Sample feature alone, on an in-memory SQLite database.
//
//   swift run --package-path Packages/Sample SampleExample [port]
import APIServer
import FeatureContract
import FluentKit
import FluentSQLiteDriver
import Hummingbird
import Logging
import NIOPosix
import PageLayout
import Sample
import Utilities

let logger = Logger(label: "SampleExample")
let port = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 8091
let eventLoops = MultiThreadedEventLoopGroup.singleton
let databases = Databases(threadPool: .singleton, on: eventLoops)
databases.use(.sqlite(.memory), as: .sqlite)

let root = MicroContainer(name: "example")
let menu = NavigationMenu()
let feature = SampleAppFactory(
    dependencies: .init(
        host: FeatureHost(
            database: { databases.database(logger: logger, on: eventLoops.any())! },
            layout: try PageLayout(menu: menu), logger: logger, container: root, settings: Settings.defaults())))
menu.add(feature.makeAppView())

let migrations = Migrations()
migrations.add(feature.makeMigrations())
let migrator = Migrator(databases: databases, migrations: migrations, logger: logger, on: eventLoops.any())
try await migrator.setupIfNeeded().get()
try await migrator.prepareBatch().get()
try root.validate()

let router = Router(context: AppRequestContext.self)
router.add(middleware: ProblemMiddleware())
StaticAssetRoutes.add(to: router)
router.addRoutes(try feature.makeScene())
let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: port)), logger: logger)
logger.info("Sample alone on http://127.0.0.1:\(port)\(menu.entries.first?.location.href ?? "/")")
try await app.runService()
await databases.shutdownAsync()
