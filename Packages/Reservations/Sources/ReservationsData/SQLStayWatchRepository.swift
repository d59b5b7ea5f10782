import FluentKit
import FluentSQL
import Foundation
import ReservationsDomain

/// Watches on the host's database, SQLite or PostgreSQL; and which of them a
/// release of nights answers, asked inside the transaction that frees them
/// (ADR 0142).
package struct SQLStayWatchRepository: StayWatchRepository {
    let database: @Sendable () -> any Database

    package init(database: @escaping @Sendable () -> any Database) {
        self.database = database
    }

    package func add(_ watch: StayWatch, limit: Int, today: Day) async throws -> WatchAddition {
        try await database().transaction { transaction in
            let sql = try CampsiteNights.sqlDatabase(transaction)
            // The owner's turn, as a booking takes it (ADR 0139): a write,
            // so on SQLite too the count below sees every watch before it.
            if try await ReservationOwners.enter(watch.ownerID, on: sql) == .closed { return .ownerGone }
            let rows = try await sql.raw(
                """
                SELECT \(unsafeRaw: Self.columns) FROM stay_watches
                WHERE owner_id = \(bind: watch.ownerID) AND check_in >= \(bind: today.iso)
                """
            ).all()
            let held = try rows.map(Self.watch)
            if let same = held.first(where: { $0.landmarkID == watch.landmarkID && $0.stay == watch.stay }) {
                return .existing(same)
            }
            if held.count >= limit { return .limitReached }
            // Ended ones go as the owner adds more: a past stay's watch is
            // of no use to anyone.
            try await sql.raw(
                "DELETE FROM stay_watches WHERE owner_id = \(bind: watch.ownerID) AND check_in < \(bind: today.iso)"
            ).run()
            try await sql.insert(into: "stay_watches")
                .columns(
                    "id", "owner_id", "landmark_id", "check_in", "check_out", "guests", "created_at",
                    "unsubscribe_token"
                )
                .values(
                    SQLBind(watch.id), SQLBind(watch.ownerID), SQLBind(watch.landmarkID),
                    SQLBind(watch.stay.checkIn.iso), SQLBind(watch.stay.checkOut.iso), SQLBind(watch.guests),
                    SQLBind(watch.createdAt), SQLBind(watch.unsubscribeToken)
                )
                .run()
            return .added(watch)
        }
    }

    package func watches(owner: UUID, today: Day) async throws -> [StayWatch] {
        let rows = try await CampsiteNights.sqlDatabase(database()).raw(
            """
            SELECT \(unsafeRaw: Self.columns) FROM stay_watches
            WHERE owner_id = \(bind: owner) AND check_in >= \(bind: today.iso) ORDER BY check_in, created_at
            """
        ).all()
        return try rows.map(Self.watch)
    }

    package func end(id: UUID, owner: UUID) async throws -> Bool {
        let rows = try await CampsiteNights.sqlDatabase(database()).raw(
            "DELETE FROM stay_watches WHERE id = \(bind: id) AND owner_id = \(bind: owner) RETURNING id"
        ).all()
        return !rows.isEmpty
    }

    package func end(token: String) async throws -> StayWatch? {
        let rows = try await CampsiteNights.sqlDatabase(database()).raw(
            "DELETE FROM stay_watches WHERE unsubscribe_token = \(bind: token) RETURNING \(unsafeRaw: Self.columns)"
        ).all()
        return try rows.first.map(Self.watch)
    }

    /// Forgets every watch of a deleted account, on the transaction that deletes it.
    static func forget(owner: UUID, on transaction: any Database) async throws {
        try await CampsiteNights.sqlDatabase(transaction).raw(
            "DELETE FROM stay_watches WHERE owner_id = \(bind: owner)"
        ).run()
    }

    /// The watches a release answers, on its transaction: those active on
    /// `today` that want a night `reopened` gave back (one that was full
    /// before) and now find every one of their nights free. A watch whose
    /// nights were already free learns nothing new, so it is not told again.
    static func answered(by reopened: CampsiteNights.Reopened, today: Day, on transaction: any Database)
        async throws -> [StayWatch]
    {
        let sql = try CampsiteNights.sqlDatabase(transaction)
        var answered: [StayWatch] = []
        for (landmarkID, nights) in reopened.sorted(by: { $0.key < $1.key }) {
            guard let first = nights.min(), let last = nights.max() else { continue }
            let rows = try await sql.raw(
                """
                SELECT \(unsafeRaw: Self.columns) FROM stay_watches
                WHERE landmark_id = \(bind: landmarkID) AND check_in >= \(bind: today.iso)
                AND check_in <= \(bind: last.iso) AND check_out > \(bind: first.iso)
                """
            ).all()
            let waiting = try rows.map(Self.watch).filter { watch in watch.stay.nights.contains(where: nights.contains)
            }
            guard let from = waiting.map(\.stay.checkIn).min(), let to = waiting.map(\.stay.checkOut).max() else {
                continue
            }
            let full = try await CampsiteNights.fullNights(landmarkID: landmarkID, nights: from..<to, on: transaction)
            answered += waiting.filter { watch in !watch.stay.nights.contains(where: full.contains) }
        }
        return answered.sorted { ($0.createdAt, $0.id.uuidString) < ($1.createdAt, $1.id.uuidString) }
    }

    private static let columns = "id, owner_id, landmark_id, check_in, check_out, guests, created_at, unsubscribe_token"

    private static func watch(_ row: any SQLRow) throws -> StayWatch {
        let checkIn = try row.decode(column: "check_in", as: String.self)
        let checkOut = try row.decode(column: "check_out", as: String.self)
        guard let first = Day(iso: checkIn), let last = Day(iso: checkOut), first < last else {
            throw ReservationsError.invalidRecord("a watch has dates \(checkIn)..\(checkOut)")
        }
        return StayWatch(
            id: try row.decode(column: "id", as: UUID.self), ownerID: try row.decode(column: "owner_id", as: UUID.self),
            landmarkID: try row.decode(column: "landmark_id", as: Int.self), stay: Stay(checkIn: first, checkOut: last),
            guests: try row.decode(column: "guests", as: Int.self),
            createdAt: try row.decode(column: "created_at", as: Date.self),
            unsubscribeToken: try row.decode(column: "unsubscribe_token", as: String.self))
    }
}
