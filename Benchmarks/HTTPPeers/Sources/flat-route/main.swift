// The peer without the architecture, for Scripts/benchmark-http: the landmarks
// API list and one landmark written the way a single-file Hummingbird +
// FluentKit app would, with the same queries the app ran before its read model
// (a count and a page, models hydrated, JSON encoded per request), on a copy of
// the same database. What the app gains over this is what its design buys.
//
//   flat-route --port 8098 --database-url sqlite:/tmp/copy.sqlite | postgres://...
import FluentKit
import FluentPostgresDriver
import FluentSQLiteDriver
import Foundation
import Hummingbird
import Logging
import NIOPosix

/// A row of `landmarks` for this peer. `@unchecked Sendable` is safe because
/// FluentKit's property wrappers are what make the class non-Sendable, and no
/// instance is shared: each request's query makes its rows, encodes them and
/// drops them on one task.
final class LandmarkRow: Model, @unchecked Sendable {
    static let schema = "landmarks"
    @ID(custom: "id", generatedBy: .database) var id: Int?
    @Field(key: "name") var name: String
    @Field(key: "park") var park: String
    @Field(key: "state") var state: String
    @Field(key: "category") var category: String
    @Field(key: "description") var summary: String
    @Field(key: "latitude") var latitude: Double
    @Field(key: "longitude") var longitude: Double
    @Field(key: "campsite_count") var campsiteCount: Int
    @Field(key: "nightly_fee_cents") var nightlyFeeCents: Int
    init() {}
}

struct LandmarkJSON: Codable {
    var id: Int, name: String, park: String, state: String, category: String, description: String
    var latitude: Double, longitude: Double, campsiteCount: Int, nightlyFeeCents: Int, url: String

    init(_ row: LandmarkRow) {
        id = row.id ?? 0
        name = row.name
        park = row.park
        state = row.state
        category = row.category
        description = row.summary
        latitude = row.latitude
        longitude = row.longitude
        campsiteCount = row.campsiteCount
        nightlyFeeCents = row.nightlyFeeCents
        url = "/landmarks/\(id)"
    }
}

struct PageJSON: Codable {
    var items: [LandmarkJSON], page: Int, perPage: Int, total: Int, totalPages: Int
}

func option(_ name: String) -> String? {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

guard let url = option("--database-url") else {
    FileHandle.standardError.write(
        Data("usage: flat-route --port PORT --database-url sqlite:PATH|postgres://...\n".utf8))
    exit(2)
}
let port = option("--port").flatMap(Int.init) ?? 8098
let logger: Logger = {
    var logger = Logger(label: "flat-route")
    logger.logLevel = .warning
    return logger
}()

// The host's pool shape: one connection per event loop, the shared thread pool.
let eventLoops = MultiThreadedEventLoopGroup.singleton
let databases = Databases(threadPool: .singleton, on: eventLoops)
if url.hasPrefix("postgres") {
    databases.use(try .postgres(url: url), as: .psql)
} else {
    databases.use(.sqlite(.file(String(url.dropFirst("sqlite:".count)))), as: .sqlite)
}
let db: @Sendable () -> any Database = { databases.database(logger: logger, on: eventLoops.any())! }

enum JSON {
    static func response(_ value: some Encodable) throws -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return Response(
            status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
            body: .init(byteBuffer: ByteBuffer(data: try encoder.encode(value))))
    }
}

let router = Router()
router.get("/api/v1/landmarks") { request, _ -> Response in
    let page = max(1, request.uri.queryParameters.get("page", as: Int.self) ?? 1)
    let perPage = min(100, max(1, request.uri.queryParameters.get("perPage", as: Int.self) ?? 20))
    let database = db()
    let total = try await LandmarkRow.query(on: database).count()
    let rows = try await LandmarkRow.query(on: database).sort(\.$name).sort(\.$id)
        .range(((page - 1) * perPage)..<(page * perPage)).all()
    return try JSON.response(
        PageJSON(
            items: rows.map(LandmarkJSON.init), page: page, perPage: perPage, total: total,
            totalPages: (total + perPage - 1) / perPage))
}
router.get("/api/v1/landmarks/{id}") { _, context -> Response in
    guard let id = context.parameters.get("id", as: Int.self), let row = try await LandmarkRow.find(id, on: db()) else {
        return Response(status: .notFound)
    }
    return try JSON.response(LandmarkJSON(row))
}
let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: port)), logger: logger)
try await app.runService()
await databases.shutdownAsync()
