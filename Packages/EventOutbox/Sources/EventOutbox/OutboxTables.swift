import FluentKit
import FluentSQL
import Foundation
import Utilities

/// The outbox's statements, on one connection or transaction. Each is one
/// statement, the same on SQLite and PostgreSQL.
struct OutboxTables {
    let sql: any SQLDatabase

    init(_ database: any Database) throws {
        sql = try Self.sql(database)
    }

    enum Failure: Error, CustomStringConvertible {
        case notSQL
        var description: String { "the outbox needs an SQL database" }
    }

    static func sql(_ database: any Database) throws -> any SQLDatabase {
        guard let sql = database as? any SQLDatabase else { throw Failure.notSQL }
        return sql
    }

    func append(stream: String, aggregate: String, payload: Data, at date: Date) async throws {
        try await append(events: [
            PendingEvents.Event(stream: stream, aggregate: aggregate, payload: payload, publishedAt: date)
        ])
    }

    /// Appends `events` in their order, as many to a statement as SQLite's
    /// limit on bound values lets through. Each gets a time-ordered id (ADR
    /// 0143): the unique index on ids grows at its end, as positions do.
    func append(events: [PendingEvents.Event]) async throws {
        for start in stride(from: 0, to: events.count, by: 500) {
            let rows = events[start..<min(start + 500, events.count)].map { event in
                let id = UUID.timeOrdered(at: event.publishedAt).uuidString.lowercased()
                return SQLQueryString(
                    """
                    (\(bind: id), \(bind: event.stream), \(bind: event.aggregate),
                        \(bind: String(decoding: event.payload, as: UTF8.self)),
                        \(bind: event.publishedAt.timeIntervalSince1970))
                    """)
            }
            try await sql.raw(
                """
                INSERT INTO outbox_events (id, stream, aggregate, payload, published_at)
                VALUES \(rows.joined(separator: ", "))
                """
            ).run()
        }
    }

    /// Makes the lease row of a subscriber new to this database, starting it
    /// after the newest event so far; leaves a known one as it is.
    func register(stream: String, subscriber: String) async throws {
        try await sql.raw(
            """
            INSERT INTO outbox_leases (stream, subscriber, holder, until, starts_after)
            VALUES (\(bind: stream), \(bind: subscriber), '', 0,
                (SELECT COALESCE(MAX(position), 0) FROM outbox_events WHERE stream = \(bind: stream)))
            ON CONFLICT (stream, subscriber) DO NOTHING
            """
        ).run()
    }

    /// Takes (or keeps) the lease on `stream` for `subscriber` until `until`,
    /// when nobody else holds it now; the position its events start after,
    /// or nil when another host holds it. A subscriber never registered
    /// starts with every event kept.
    func claim(stream: String, subscriber: String, holder: String, now: Date, until: Date) async throws -> Int64? {
        let take = SQLQueryString(
            """
            UPDATE outbox_leases SET holder = \(bind: holder), until = \(bind: until.timeIntervalSince1970)
            WHERE stream = \(bind: stream) AND subscriber = \(bind: subscriber)
                AND (holder = \(bind: holder) OR until < \(bind: now.timeIntervalSince1970))
            RETURNING starts_after
            """)
        var rows = try await sql.raw(take).all()
        if rows.isEmpty {
            // No row (never registered), or another host's: make it if missing, then try once more.
            try await sql.raw(
                """
                INSERT INTO outbox_leases (stream, subscriber, holder, until, starts_after)
                VALUES (\(bind: stream), \(bind: subscriber), '', 0, 0)
                ON CONFLICT (stream, subscriber) DO NOTHING
                """
            ).run()
            rows = try await sql.raw(take).all()
        }
        return try rows.first.map { try $0.decode(column: "starts_after", as: Int64.self) }
    }

    /// Whether an event's position is visible only once every smaller one
    /// that will ever be is: true on SQLite, whose one writer commits
    /// transactions one after another, so positions commit in their order.
    /// Not on PostgreSQL, where a transaction can commit a smaller position
    /// after a larger one was read.
    var positionsCommitInOrder: Bool { sql.dialect.name == "sqlite" }

    /// Moves the position `subscriber`'s events start after up to
    /// `position`, while `holder` holds its lease: every event up to it has
    /// been handled, so reading pending events need no longer step over them.
    func advance(stream: String, subscriber: String, holder: String, to position: Int64) async throws {
        try await sql.raw(
            """
            UPDATE outbox_leases SET starts_after = \(bind: position)
            WHERE stream = \(bind: stream) AND subscriber = \(bind: subscriber) AND holder = \(bind: holder)
                AND starts_after < \(bind: position)
            """
        ).run()
    }

    /// Gives a lease back, so another host can take it at once.
    func release(stream: String, subscriber: String, holder: String) async throws {
        try await sql.raw(
            """
            UPDATE outbox_leases SET until = 0
            WHERE stream = \(bind: stream) AND subscriber = \(bind: subscriber) AND holder = \(bind: holder)
            """
        ).run()
    }

    /// The oldest `limit` events of `stream` after `startsAfter` that
    /// `subscriber` has not handled, in order.
    func pending(stream: String, subscriber: String, startsAfter: Int64, limit: Int) async throws -> [StoredEvent] {
        try await sql.raw(
            """
            SELECT position, id, aggregate, payload, published_at FROM outbox_events e
            WHERE stream = \(bind: stream) AND position > \(bind: startsAfter)
                AND NOT EXISTS (SELECT 1 FROM outbox_deliveries d
                    WHERE d.position = e.position AND d.subscriber = \(bind: subscriber))
            ORDER BY position LIMIT \(bind: limit)
            """
        ).all().map { row in
            StoredEvent(
                position: try row.decode(column: "position", as: Int64.self),
                id: try UUID(uuidString: row.decode(column: "id", as: String.self)) ?? UUID(),
                stream: stream,
                aggregate: try row.decode(column: "aggregate", as: String.self),
                payload: Data(try row.decode(column: "payload", as: String.self).utf8),
                publishedAt: Date(timeIntervalSince1970: try row.decode(column: "published_at", as: Double.self)))
        }
    }

    /// Records that `subscriber` has handled the events at `positions`, in
    /// one statement (again is harmless: after a crash an event can be
    /// handled twice).
    func recordDeliveries(positions: [Int64], subscriber: String, at date: Date) async throws {
        guard !positions.isEmpty else { return }
        let at = date.timeIntervalSince1970
        let rows = positions.dropFirst().reduce(
            SQLQueryString("(\(bind: positions[0]), \(bind: subscriber), \(bind: at))")
        ) {
            $0 + SQLQueryString(", (\(bind: $1), \(bind: subscriber), \(bind: at))")
        }
        try await sql.raw(
            """
            INSERT INTO outbox_deliveries (position, subscriber, delivered_at)
            VALUES \(rows)
            ON CONFLICT (position, subscriber) DO NOTHING
            """
        ).run()
    }

    /// Deletes the events of `stream` published before `cutoff` that every
    /// one of `subscribers` has handled (or that came before it subscribed),
    /// with their delivery records; the number of events deleted.
    func prune(stream: String, subscribers: [String], publishedBefore cutoff: Date) async throws -> Int {
        var query = SQLQueryString(
            """
            DELETE FROM outbox_events WHERE stream = \(bind: stream) \
            AND published_at < \(bind: cutoff.timeIntervalSince1970)
            """)
        for subscriber in subscribers {
            query =
                query
                + SQLQueryString(
                    """
                     AND (EXISTS (SELECT 1 FROM outbox_deliveries d WHERE d.position = outbox_events.position \
                    AND d.subscriber = \(bind: subscriber)) OR position <= (SELECT starts_after FROM outbox_leases l \
                    WHERE l.stream = outbox_events.stream AND l.subscriber = \(bind: subscriber)))
                    """)
        }
        let deleted = try await sql.raw(query + " RETURNING position").all().count
        if deleted > 0 {
            try await sql.raw(
                """
                DELETE FROM outbox_deliveries
                WHERE NOT EXISTS (SELECT 1 FROM outbox_events e WHERE e.position = outbox_deliveries.position)
                """
            ).run()
        }
        return deleted
    }
}
