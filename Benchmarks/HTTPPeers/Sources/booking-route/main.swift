// The booking peer, for Scripts/benchmark-http: POST /api/v1/reservations
// (and, below, the hold peer for Scripts/benchmark-rush)
// written as one handler with the app's own statements and nothing else (no
// features, no middleware, no use cases): the bearer token's session read,
// the landmark's campsites and fee read and its sites, then in one
// transaction the night counters taken (insert, then a guarded update), the
// owner's stays checked, the first free site that takes the party held on
// every night (smallest first, accessible sites last, as the host chooses),
// and the reservation inserted with its site. What it does per second is
// what the database and the stack can do for a booking on this machine; the
// host's bookings row is measured against it.
//
//   booking-route --port 8099 --database-url sqlite:/path/db.sqlite | postgres://...
//
// It books on the host's own schema and database: the benchmark gives it
// nights the host's runs never book.
import Crypto
import FluentKit
import FluentPostgresDriver
import FluentSQL
import FluentSQLiteDriver
import Foundation
import Hummingbird
import Logging
import NIOPosix

struct BookingBody: Decodable {
    var landmarkId: Int
    var checkIn: String
    var checkOut: String
    var guests: Int
    var vehicles: Int?
}

/// One of the landmark's sites, as `landmark_sites` holds it.
struct Site {
    var number: String
    var maxPeople: Int
    var maxVehicles: Int
    var accessible: Bool
}

struct BookedJSON: Encodable {
    var id: UUID, landmarkId: Int, checkIn: String, checkOut: String, guests: Int, status: String
    var nightlyFeeCents: Int, totalCents: Int, confirmationCode: String, siteNumber: String
}

/// Thrown inside the transaction to roll it back.
struct Refused: Error {}

func option(_ name: String) -> String? {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

guard let url = option("--database-url") else {
    FileHandle.standardError.write(
        Data("usage: booking-route --port PORT --database-url sqlite:PATH|postgres://...\n".utf8))
    exit(2)
}
let port = option("--port").flatMap(Int.init) ?? 8099
let logger: Logger = {
    var logger = Logger(label: "booking-route")
    logger.logLevel = .warning
    return logger
}()

// The host's pool shape for writes (DatabaseService's AppDatabase): one event
// loop of its own, with one SQLite connection or two PostgreSQL connections.
let eventLoops = MultiThreadedEventLoopGroup(numberOfThreads: 1)
let databases = Databases(threadPool: .singleton, on: eventLoops)
if url.hasPrefix("postgres") {
    databases.use(try .postgres(url: url, maxConnectionsPerEventLoop: 2), as: .psql)
} else {
    databases.use(.sqlite(.file(String(url.dropFirst("sqlite:".count)))), as: .sqlite)
}
let db: @Sendable () -> any Database = { databases.database(logger: logger, on: eventLoops.any())! }

enum Nights {
    static func of(_ stay: (String, String)) -> [String]? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        formatter.timeZone = TimeZone(identifier: "UTC")
        guard let first = formatter.date(from: stay.0), let end = formatter.date(from: stay.1), first < end else {
            return nil
        }
        var nights: [String] = []
        var night = first
        while night < end {
            nights.append(formatter.string(from: night))
            night = night.addingTimeInterval(86_400)
        }
        return nights
    }
}

let router = Router()
router.post("/api/v1/reservations") { request, context -> Response in
    guard let authorization = request.headers[.authorization], authorization.hasPrefix("Bearer ") else {
        return Response(status: .unauthorized)
    }
    let digest = SHA256.hash(data: Data(authorization.dropFirst("Bearer ".count).utf8))
        .map { String(format: "%02x", $0) }.joined()
    let sql = db() as! any SQLDatabase
    guard
        let session = try await sql.raw(
            "SELECT user_id, credential, expires_at FROM sessions WHERE id = \(bind: digest)"
        ).first(),
        try session.decode(column: "credential", as: String.self) == "bearer",
        try session.decode(column: "expires_at", as: Date.self) > Date()
    else { return Response(status: .unauthorized) }
    let owner = try session.decode(column: "user_id", as: UUID.self)
    let body = try await request.decode(as: BookingBody.self, context: context)
    guard let nights = Nights.of((body.checkIn, body.checkOut)), body.guests >= 1,
        let landmark = try await sql.raw(
            "SELECT campsite_count, nightly_fee_cents FROM landmarks WHERE id = \(bind: body.landmarkId)"
        ).first()
    else { return Response(status: .unprocessableContent) }
    let campsites = try landmark.decode(column: "campsite_count", as: Int.self)
    let fee = try landmark.decode(column: "nightly_fee_cents", as: Int.self)
    let vehicles = body.vehicles ?? 1
    let sites = try await sql.raw(
        """
        SELECT number, max_people, max_vehicles, accessible FROM landmark_sites
        WHERE landmark_id = \(bind: body.landmarkId)
        """
    ).all().map { row in
        Site(
            number: try row.decode(column: "number", as: String.self),
            maxPeople: try row.decode(column: "max_people", as: Int.self),
            maxVehicles: try row.decode(column: "max_vehicles", as: Int.self),
            accessible: try row.decode(column: "accessible", as: Bool.self))
    }
    // Those that take the party, smallest first, accessible sites last.
    let candidates = sites.filter { $0.maxPeople >= body.guests && $0.maxVehicles >= vehicles }
        .sorted {
            ($0.accessible ? 1 : 0, $0.maxPeople, $0.maxVehicles, $0.number)
                < ($1.accessible ? 1 : 0, $1.maxPeople, $1.maxVehicles, $1.number)
        }
        .map(\.number)
    guard !candidates.isEmpty else { return Response(status: .unprocessableContent) }
    let id = UUID()
    let code = String((0..<8).map { _ in "ABCDEFGHJKLMNPQRSTUVWXYZ23456789".randomElement()! })
    let site: String
    do {
        site = try await db().transaction { transaction in
            let sql = transaction as! any SQLDatabase
            for night in nights {
                try await sql.raw(
                    """
                    INSERT INTO campsite_nights (landmark_id, night, capacity, taken)
                    VALUES (\(bind: body.landmarkId), \(bind: night), \(bind: campsites), 0)
                    ON CONFLICT (landmark_id, night) DO NOTHING
                    """
                ).run()
                let raised = try await sql.raw(
                    """
                    UPDATE campsite_nights SET taken = taken + 1
                    WHERE landmark_id = \(bind: body.landmarkId) AND night = \(bind: night)
                    AND taken < capacity AND taken < \(bind: campsites)
                    RETURNING taken
                    """
                ).all()
                if raised.isEmpty { throw Refused() }
            }
            let held = try await sql.raw(
                """
                SELECT COUNT(*) AS upcoming,
                    MIN(CASE WHEN landmark_id = \(bind: body.landmarkId) AND check_in < \(bind: body.checkOut)
                        AND check_out > \(bind: body.checkIn) THEN check_in || '/' || check_out END) AS overlapping,
                    (SELECT closed FROM reservation_owners WHERE owner_id = \(bind: owner)) AS closed
                FROM reservations
                WHERE owner_id = \(bind: owner) AND status = 'confirmed' AND check_out > \(bind: body.checkIn)
                """
            ).first()
            if try held?.decode(column: "overlapping", as: String?.self) != nil { throw Refused() }
            // The host's statement: the first candidate free on every night, held on each.
            let ranked = candidates.enumerated().map { rank, number -> SQLQueryString in
                "(\(bind: number), \(bind: rank))"
            }.joined(separator: ", ")
            let stayNights = nights.map { night -> SQLQueryString in "(\(bind: night))" }.joined(separator: ", ")
            let taken = try await sql.raw(
                """
                INSERT INTO site_nights (landmark_id, site_number, night, reservation_id)
                SELECT \(bind: body.landmarkId), chosen.number, nights.column1, \(bind: id)
                FROM (
                    SELECT candidates.column1 AS number FROM (VALUES \(ranked)) AS candidates
                    WHERE NOT EXISTS (
                        SELECT 1 FROM site_nights held
                        WHERE held.landmark_id = \(bind: body.landmarkId) AND held.site_number = candidates.column1
                        AND held.night >= \(bind: body.checkIn) AND held.night < \(bind: body.checkOut))
                    ORDER BY candidates.column2 LIMIT 1
                ) AS chosen CROSS JOIN (VALUES \(stayNights)) AS nights
                RETURNING site_number
                """
            ).all()
            guard let chosen = try taken.first?.decode(column: "site_number", as: String.self) else {
                throw Refused()
            }
            try await sql.insert(into: "reservations")
                .columns(
                    "id", "landmark_id", "owner_id", "check_in", "check_out", "guests", "notes", "status", "created_at",
                    "request_key", "nightly_fee_cents", "total_cents", "confirmation_code", "site_number"
                )
                .values(
                    SQLBind(id), SQLBind(body.landmarkId), SQLBind(owner), SQLBind(body.checkIn),
                    SQLBind(body.checkOut),
                    SQLBind(body.guests), SQLBind(""), SQLBind("confirmed"), SQLBind(Date()), SQLBind(String?.none),
                    SQLBind(fee), SQLBind(fee * nights.count), SQLBind(code), SQLBind(chosen)
                )
                .run()
            return chosen
        }
    } catch is Refused {
        return Response(status: .conflict)
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let booked = BookedJSON(
        id: id, landmarkId: body.landmarkId, checkIn: body.checkIn, checkOut: body.checkOut, guests: body.guests,
        status: "confirmed", nightlyFeeCents: fee, totalCents: fee * nights.count, confirmationCode: code,
        siteNumber: site)
    return Response(
        status: .created, headers: [.contentType: "application/json; charset=utf-8"],
        body: .init(byteBuffer: ByteBuffer(data: try encoder.encode(booked))))
}

// The hold peer, for Scripts/benchmark-rush: POST /api/v1/holds and POST
// /api/v1/holds/{id}/confirm with the app's hold statements (ADR 0139) and
// nothing else. A hold: the session, the landmark and its sites, then in one
// transaction the expired holds of the stay's nights given back, the night
// counters taken, the owner's other hold and stays checked, the first free
// site held on every night until fifteen minutes on, and the hold's row.
// Confirming: the hold read, the owner's stays checked, every held row booked,
// the reservation inserted and the hold deleted. It knows no booking window.
/// The statements both hold routes share.
enum Shared {
    static func milliseconds(_ date: Date) -> Int64 { Int64((date.timeIntervalSince1970 * 1000).rounded(.down)) }

    static func owner(of request: Request) async throws -> UUID? {
        guard let authorization = request.headers[.authorization], authorization.hasPrefix("Bearer ") else {
            return nil
        }
        let digest = SHA256.hash(data: Data(authorization.dropFirst("Bearer ".count).utf8))
            .map { String(format: "%02x", $0) }.joined()
        let sql = db() as! any SQLDatabase
        guard
            let session = try await sql.raw(
                "SELECT user_id, credential, expires_at FROM sessions WHERE id = \(bind: digest)"
            ).first(),
            try session.decode(column: "credential", as: String.self) == "bearer",
            try session.decode(column: "expires_at", as: Date.self) > Date()
        else { return nil }
        return try session.decode(column: "user_id", as: UUID.self)
    }

    /// Whether the owner has a confirmed stay overlapping this one at the landmark.
    static func overlapping(
        _ owner: UUID, landmark: Int, _ checkIn: String, _ checkOut: String, on sql: any SQLDatabase
    )
        async throws -> Bool
    {
        let held = try await sql.raw(
            """
            SELECT COUNT(*) AS upcoming,
                MIN(CASE WHEN landmark_id = \(bind: landmark) AND check_in < \(bind: checkOut)
                    AND check_out > \(bind: checkIn) THEN check_in || '/' || check_out END) AS overlapping,
                (SELECT closed FROM reservation_owners WHERE owner_id = \(bind: owner)) AS closed
            FROM reservations
            WHERE owner_id = \(bind: owner) AND status = 'confirmed' AND check_out > \(bind: checkIn)
            """
        ).first()
        return try held?.decode(column: "overlapping", as: String?.self) != nil
    }
}

struct HeldJSON: Encodable {
    var id: UUID, landmarkId: Int, checkIn: String, checkOut: String, siteNumber: String, heldUntil: Date
}

router.post("/api/v1/holds") { request, context -> Response in
    guard let owner = try await Shared.owner(of: request) else { return Response(status: .unauthorized) }
    let body = try await request.decode(as: BookingBody.self, context: context)
    let sql = db() as! any SQLDatabase
    guard let nights = Nights.of((body.checkIn, body.checkOut)), body.guests >= 1,
        let landmark = try await sql.raw(
            "SELECT campsite_count, nightly_fee_cents FROM landmarks WHERE id = \(bind: body.landmarkId)"
        ).first()
    else { return Response(status: .unprocessableContent) }
    let campsites = try landmark.decode(column: "campsite_count", as: Int.self)
    let fee = try landmark.decode(column: "nightly_fee_cents", as: Int.self)
    let vehicles = body.vehicles ?? 1
    let candidates = try await sql.raw(
        """
        SELECT number, max_people, max_vehicles, accessible FROM landmark_sites
        WHERE landmark_id = \(bind: body.landmarkId)
        """
    ).all().map { row in
        Site(
            number: try row.decode(column: "number", as: String.self),
            maxPeople: try row.decode(column: "max_people", as: Int.self),
            maxVehicles: try row.decode(column: "max_vehicles", as: Int.self),
            accessible: try row.decode(column: "accessible", as: Bool.self))
    }
    .filter { $0.maxPeople >= body.guests && $0.maxVehicles >= vehicles }
    .sorted {
        ($0.accessible ? 1 : 0, $0.maxPeople, $0.maxVehicles, $0.number)
            < ($1.accessible ? 1 : 0, $1.maxPeople, $1.maxVehicles, $1.number)
    }
    .map(\.number)
    guard !candidates.isEmpty else { return Response(status: .unprocessableContent) }
    let id = UUID()
    let now = Date()
    let until = now.addingTimeInterval(15 * 60)
    let code = String((0..<8).map { _ in "ABCDEFGHJKLMNPQRSTUVWXYZ23456789".randomElement()! })
    let site: String
    do {
        site = try await db().transaction { transaction in
            let sql = transaction as! any SQLDatabase
            if sql.dialect.name == "postgresql" {
                _ = try await sql.raw(
                    """
                    SELECT night FROM campsite_nights WHERE landmark_id = \(bind: body.landmarkId)
                    AND night >= \(bind: body.checkIn) AND night < \(bind: body.checkOut) ORDER BY night FOR UPDATE
                    """
                ).all()
            }
            let expired = try await sql.raw(
                """
                DELETE FROM site_nights
                WHERE landmark_id = \(bind: body.landmarkId) AND night >= \(bind: body.checkIn)
                AND night < \(bind: body.checkOut) AND held_until_ms <= \(bind: Shared.milliseconds(now))
                RETURNING night
                """
            ).all()
            for row in expired {
                try await sql.raw(
                    """
                    UPDATE campsite_nights SET taken = taken - 1
                    WHERE landmark_id = \(bind: body.landmarkId)
                    AND night = \(bind: try row.decode(column: "night", as: String.self)) AND taken > 0
                    """
                ).run()
            }
            for night in nights {
                try await sql.raw(
                    """
                    INSERT INTO campsite_nights (landmark_id, night, capacity, taken)
                    VALUES (\(bind: body.landmarkId), \(bind: night), \(bind: campsites), 0)
                    ON CONFLICT (landmark_id, night) DO NOTHING
                    """
                ).run()
                let raised = try await sql.raw(
                    """
                    UPDATE campsite_nights SET taken = taken + 1
                    WHERE landmark_id = \(bind: body.landmarkId) AND night = \(bind: night)
                    AND taken < capacity AND taken < \(bind: campsites)
                    RETURNING taken
                    """
                ).all()
                if raised.isEmpty { throw Refused() }
            }
            if let other = try await sql.raw(
                "SELECT id, held_until_ms FROM holds WHERE owner_id = \(bind: owner)"
            ).first() {
                if try other.decode(column: "held_until_ms", as: Int64.self) > Shared.milliseconds(now) {
                    throw Refused()
                }
                try await sql.raw(
                    "DELETE FROM holds WHERE id = \(bind: try other.decode(column: "id", as: UUID.self))"
                ).run()
            }
            if try await Shared.overlapping(owner, landmark: body.landmarkId, body.checkIn, body.checkOut, on: sql) {
                throw Refused()
            }
            let ranked = candidates.enumerated().map { rank, number -> SQLQueryString in
                "(\(bind: number), \(bind: rank))"
            }.joined(separator: ", ")
            let stayNights = nights.map { night -> SQLQueryString in "(\(bind: night))" }.joined(separator: ", ")
            let taken = try await sql.raw(
                """
                INSERT INTO site_nights (landmark_id, site_number, night, reservation_id, held_until_ms)
                SELECT \(bind: body.landmarkId), chosen.number, nights.column1, \(bind: id),
                    \(bind: Shared.milliseconds(until))
                FROM (
                    SELECT candidates.column1 AS number FROM (VALUES \(ranked)) AS candidates
                    WHERE NOT EXISTS (
                        SELECT 1 FROM site_nights held
                        WHERE held.landmark_id = \(bind: body.landmarkId) AND held.site_number = candidates.column1
                        AND held.night >= \(bind: body.checkIn) AND held.night < \(bind: body.checkOut))
                    ORDER BY candidates.column2 LIMIT 1
                ) AS chosen CROSS JOIN (VALUES \(stayNights)) AS nights
                RETURNING site_number
                """
            ).all()
            guard let chosen = try taken.first?.decode(column: "site_number", as: String.self) else {
                throw Refused()
            }
            try await sql.raw(
                """
                INSERT INTO holds (id, owner_id, landmark_id, site_number, check_in, check_out, guests, vehicles, notes,
                    nightly_fee_cents, total_cents, confirmation_code, created_at_ms, held_until_ms)
                VALUES (\(bind: id), \(bind: owner), \(bind: body.landmarkId), \(bind: chosen), \(bind: body.checkIn),
                    \(bind: body.checkOut), \(bind: body.guests), \(bind: vehicles), \(bind: ""), \(bind: fee),
                    \(bind: fee * nights.count), \(bind: code), \(bind: Shared.milliseconds(now)),
                    \(bind: Shared.milliseconds(until)))
                """
            ).run()
            return chosen
        }
    } catch is Refused {
        return Response(status: .conflict)
    }
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    let held = HeldJSON(
        id: id, landmarkId: body.landmarkId, checkIn: body.checkIn, checkOut: body.checkOut, siteNumber: site,
        heldUntil: until)
    return Response(
        status: .created, headers: [.contentType: "application/json; charset=utf-8"],
        body: .init(byteBuffer: ByteBuffer(data: try encoder.encode(held))))
}

router.post("/api/v1/holds/{id}/confirm") { request, context -> Response in
    guard let owner = try await Shared.owner(of: request) else { return Response(status: .unauthorized) }
    guard let id = context.parameters.get("id").flatMap(UUID.init(uuidString:)) else {
        return Response(status: .notFound)
    }
    let now = Date()
    do {
        try await db().transaction { transaction in
            let sql = transaction as! any SQLDatabase
            guard
                let hold = try await sql.raw(
                    "SELECT * FROM holds WHERE id = \(bind: id) AND owner_id = \(bind: owner)"
                ).first(),
                try hold.decode(column: "held_until_ms", as: Int64.self) > Shared.milliseconds(now)
            else { throw Refused() }
            let checkIn = try hold.decode(column: "check_in", as: String.self)
            let checkOut = try hold.decode(column: "check_out", as: String.self)
            let landmark = try hold.decode(column: "landmark_id", as: Int.self)
            if try await Shared.overlapping(owner, landmark: landmark, checkIn, checkOut, on: sql) { throw Refused() }
            let booked = try await sql.raw(
                """
                UPDATE site_nights SET held_until_ms = NULL
                WHERE reservation_id = \(bind: id) AND held_until_ms > \(bind: Shared.milliseconds(now))
                RETURNING night
                """
            ).all()
            guard booked.count == Nights.of((checkIn, checkOut))?.count else { throw Refused() }
            try await sql.insert(into: "reservations")
                .columns(
                    "id", "landmark_id", "owner_id", "check_in", "check_out", "guests", "notes", "status", "created_at",
                    "request_key", "nightly_fee_cents", "total_cents", "confirmation_code", "site_number"
                )
                .values(
                    SQLBind(id), SQLBind(landmark), SQLBind(owner), SQLBind(checkIn), SQLBind(checkOut),
                    SQLBind(try hold.decode(column: "guests", as: Int.self)), SQLBind(""), SQLBind("confirmed"),
                    SQLBind(now), SQLBind(String?.none),
                    SQLBind(try hold.decode(column: "nightly_fee_cents", as: Int.self)),
                    SQLBind(try hold.decode(column: "total_cents", as: Int.self)),
                    SQLBind(try hold.decode(column: "confirmation_code", as: String.self)),
                    SQLBind(try hold.decode(column: "site_number", as: String.self))
                )
                .run()
            try await sql.raw("DELETE FROM holds WHERE id = \(bind: id)").run()
        }
    } catch is Refused {
        return Response(status: .conflict)
    }
    return Response(status: .created)
}
let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: port)), logger: logger)
try await app.runService()
await databases.shutdownAsync()
