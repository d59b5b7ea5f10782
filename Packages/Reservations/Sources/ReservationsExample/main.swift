// Runs the Reservations feature alone, on an in-memory SQLite database, with
// two made-up landmarks and everyone signed in as one example visitor (there
// is no Auth here): book at /landmarks/1/book, see /reservations.
//
//   swift run --package-path Packages/Reservations ReservationsExample [port]
import APIServer
import FeatureContract
import FluentKit
import FluentSQLiteDriver
import Foundation
import Hummingbird
import Logging
import NIOPosix
import PageLayout
import Reservations
import ReservationsDomain
import Route
import Utilities

let logger = Logger(label: "ReservationsExample")
let port = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 8092
let eventLoops = MultiThreadedEventLoopGroup.singleton
let databases = Databases(threadPool: .singleton, on: eventLoops)
databases.use(.sqlite(.memory), as: .sqlite)

/// A stand-in for what the Landmarks feature provides in the real host.
struct ExampleLandmarks: BookableLandmarks {
    let all = [
        1: BookableLandmark(
            id: 1, name: "Example Meadow", campsites: 3, href: "/landmarks/1/availability", timeZone: .gmt,
            nightlyFee: 2800),
        2: BookableLandmark(
            id: 2, name: "Tiny Ridge", campsites: 1, href: "/landmarks/2/availability", timeZone: .gmt,
            nightlyFee: 2250),
    ]

    func landmark(id: Int) async throws -> BookableLandmark? { all[id] }

    func landmarksWithCampsites() async throws -> [BookableLandmark] {
        all.values.filter { $0.campsites > 0 }.sorted { $0.id < $1.id }
    }

    // No list of landmarks here: a clash's "elsewhere" link goes to the start.
    func listFree(from checkIn: Day, to checkOut: Day) -> Location { Location(path: "/") }
}

let root = MicroContainer(name: "example")
let menu = NavigationMenu()
let feature = ReservationsAppFactory(
    dependencies: .init(
        host: FeatureHost(
            database: { databases.database(logger: logger, on: eventLoops.any())! },
            layout: try PageLayout(menu: menu), logger: logger, container: root, settings: Settings.defaults()),
        landmarks: ExampleLandmarks()))
menu.add(feature.makeAppView())

let migrations = Migrations()
migrations.add(feature.makeMigrations())
let migrator = Migrator(databases: databases, migrations: migrations, logger: logger, on: eventLoops.any())
try await migrator.setupIfNeeded().get()
try await migrator.prepareBatch().get()
try root.validate()

/// Signs every request in as one visitor, in place of SessionService.
struct ExampleVisitor: RouterMiddleware {
    typealias Context = AppRequestContext
    static let caller = Caller(
        userID: UUID(), name: "Example visitor", email: "visitor@example.com", credential: .bearer,
        sessionToken: "example")

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        var context = context
        context.caller = Self.caller
        return try await next(request, context)
    }
}

let router = Router(context: AppRequestContext.self)
router.add(middleware: ProblemMiddleware())
router.add(middleware: ExampleVisitor())
StaticAssetRoutes.add(to: router)
let home = menu.entries.first?.location.href ?? "/reservations"
router.get("/") { _, _ in Response.seeOther(home) }
router.addRoutes(try feature.makeScene())
let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: port)), logger: logger)
logger.info("Reservations alone on http://127.0.0.1:\(port)/landmarks/1/availability")
try await app.runService()
await databases.shutdownAsync()
