import FluentKit
import FluentSQL
import Foundation
import ReservationsDomain

/// Reservations on the host's database, SQLite or PostgreSQL. A booking and
/// its night counters change in one transaction, so either all of it is
/// stored or none of it (ADR 0027).
public struct FluentReservationRepository: ReservationRepository {
    let database: @Sendable () -> any Database
    let now: @Sendable () -> Date

    public init(database: @escaping @Sendable () -> any Database, now: @escaping @Sendable () -> Date = Date.init) {
        self.database = database
        self.now = now
    }

    public func book(_ booking: Booking, owner: UUID, campsites: Int, requestKey: String?) async throws -> BookingOutcome {
        if let requestKey, let earlier = try await reservation(owner: owner, requestKey: requestKey) {
            return earlier.matches(booking) ? .repeated(earlier) : .keyReused
        }
        let reservation = Reservation(
            id: UUID(), landmarkID: booking.landmarkID, ownerID: owner, stay: booking.stay, guests: booking.guests,
            notes: booking.notes, status: .confirmed,
            // Whole seconds: what SQLite and PostgreSQL both give back unchanged.
            createdAt: Date(timeIntervalSince1970: now().timeIntervalSince1970.rounded(.down)))
        do {
            try await database().transaction { transaction in
                try await CampsiteNights.take(
                    booking.stay, landmarkID: booking.landmarkID, campsites: campsites, on: transaction)
                try await Self.insert(reservation, requestKey: requestKey, on: transaction)
            }
            return .confirmed(reservation)
        } catch let full as CampsiteNights.Full {
            return .full(night: full.night)
        } catch {
            // The same key sent twice at once: the unique index let one in
            // and rolled this one back, nights and all. Answer with the one.
            if let requestKey, let earlier = try await self.reservation(owner: owner, requestKey: requestKey) {
                return earlier.matches(booking) ? .repeated(earlier) : .keyReused
            }
            throw error
        }
    }

    private func reservation(owner: UUID, requestKey: String) async throws -> Reservation? {
        let rows = try await CampsiteNights.sqlDatabase(database()).raw(
            "SELECT id FROM reservations WHERE owner_id = \(bind: owner) AND request_key = \(bind: requestKey)"
        ).all()
        guard let id = try rows.first?.decode(column: "id", as: UUID.self) else { return nil }
        return try await reservation(id: id, owner: owner)
    }

    /// The row, through SQLKit: the booking path is the hottest write, and a
    /// Fluent model finds its fields by reflection on every create.
    private static func insert(_ reservation: Reservation, requestKey: String?, on transaction: any Database) async throws {
        try await CampsiteNights.sqlDatabase(transaction).insert(into: ReservationModel.schema)
            .columns(
                "id", "landmark_id", "owner_id", "check_in", "check_out", "guests", "notes", "status", "created_at",
                "request_key")
            .values(
                SQLBind(reservation.id), SQLBind(reservation.landmarkID), SQLBind(reservation.ownerID),
                SQLBind(reservation.stay.checkIn.iso), SQLBind(reservation.stay.checkOut.iso), SQLBind(reservation.guests),
                SQLBind(reservation.notes), SQLBind(reservation.status.rawValue), SQLBind(reservation.createdAt),
                SQLBind(requestKey))
            .run()
    }

    public func reservation(id: UUID, owner: UUID) async throws -> Reservation? {
        try await ReservationModel.query(on: database())
            .filter(\.$id == id).filter(\.$ownerID == owner)
            .first()?.reservation()
    }

    public func reservations(owner: UUID, landmarkID: Int?) async throws -> [Reservation] {
        var query = ReservationModel.query(on: database()).filter(\.$ownerID == owner)
        if let landmarkID { query = query.filter(\.$landmarkID == landmarkID) }
        return try await query.sort(\.$checkIn).sort(\.$createdAt).all().map { try $0.reservation() }
    }

    public func cancel(id: UUID, owner: UUID) async throws -> Reservation? {
        try await database().transaction { transaction in
            guard let sql = transaction as? any SQLDatabase else { throw CampsiteNights.Failure.notSQL }
            // Only the request that changes the status frees the nights: a
            // second cancel, even a simultaneous one, matches no row.
            let changed = try await sql.raw(
                """
                UPDATE reservations SET status = \(bind: ReservationStatus.cancelled.rawValue)
                WHERE id = \(bind: id) AND owner_id = \(bind: owner) AND status <> \(bind: ReservationStatus.cancelled.rawValue)
                RETURNING id
                """
            ).all()
            let stored = try await ReservationModel.query(on: transaction)
                .filter(\.$id == id).filter(\.$ownerID == owner).first()?.reservation()
            if let stored, !changed.isEmpty {
                try await CampsiteNights.free(stored.stay, landmarkID: stored.landmarkID, on: transaction)
            }
            return stored
        }
    }

    public func takenCampsites(landmarkID: Int, nights: Range<Day>) async throws -> [Day: Int] {
        try await CampsiteNights.taken(landmarkID: landmarkID, nights: nights, on: database())
    }

    /// Moves every counted night of a landmark to a new number of campsites,
    /// on the caller's transaction; the nights that hold more bookings than
    /// that (and then nothing changes), as text.
    public static func changeCampsites(of landmarkID: Int, to campsites: Int, on transaction: any Database)
        async throws -> [String]
    {
        try await CampsiteNights.changeCapacity(landmarkID: landmarkID, to: campsites, on: transaction)
    }

    /// Deletes every reservation of a deleted account, freeing the nights of
    /// those still held, on the transaction that deletes the account.
    public static func deleteAll(of owner: UUID, on transaction: any Database) async throws {
        let sql = try CampsiteNights.sqlDatabase(transaction)
        // Cancelling first, rather than reading, makes the first statement a
        // write: on SQLite it waits for the write lock instead of failing to
        // upgrade a stale read, and the rows it returns are exactly the stays
        // that still hold nights.
        let held = try await sql.raw(
            """
            UPDATE reservations SET status = \(bind: ReservationStatus.cancelled.rawValue)
            WHERE owner_id = \(bind: owner) AND status <> \(bind: ReservationStatus.cancelled.rawValue)
            RETURNING id, landmark_id, check_in, check_out
            """
        ).all()
        var nights: [(landmarkID: Int, night: Day)] = []
        for row in held {
            let landmarkID = try row.decode(column: "landmark_id", as: Int.self)
            let checkIn = try row.decode(column: "check_in", as: String.self)
            let checkOut = try row.decode(column: "check_out", as: String.self)
            guard let first = Day(iso: checkIn), let last = Day(iso: checkOut), last > first else {
                throw ReservationsError.invalidRecord("a reservation of \(owner) has dates \(checkIn)..\(checkOut)")
            }
            nights += Stay(checkIn: first, checkOut: last).nights.map { (landmarkID, $0) }
        }
        try await CampsiteNights.free(nights, on: transaction)
        try await ReservationModel.query(on: transaction).filter(\.$ownerID == owner).delete()
    }
}
