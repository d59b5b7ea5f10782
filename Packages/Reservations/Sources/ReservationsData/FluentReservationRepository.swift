import EventOutbox
import FluentKit
import FluentSQL
import Foundation
import ReservationsDomain
import Synchronization

/// Reservations on the host's database, SQLite or PostgreSQL. A booking and
/// its night counters change in one transaction, so either all of it is
/// stored or none of it (ADR 0139).
package struct FluentReservationRepository: ReservationRepository {
    /// Publishes a stay booked or cancelled, and the watches its freed
    /// nights answer, inside the transaction that books or cancels it (ADR
    /// 0129, ADR 0142); a booking's event waits in its batch's
    /// `PendingEvents`, written just before the batch commits.
    package struct Announcements: Sendable {
        package typealias AnnounceBooked = @Sendable (_ stay: Reservation, _ into: PendingEvents) throws -> Void
        package typealias Announce = @Sendable (_ stay: Reservation, _ transaction: any Database) async throws -> Void
        package typealias AnnounceWatch =
            @Sendable (_ watch: StayWatch, _ transaction: any Database) async throws -> Void
        package var booked: AnnounceBooked
        package var cancelled: Announce
        package var watchAnswered: AnnounceWatch

        package init(
            booked: @escaping AnnounceBooked = { _, _ in }, cancelled: @escaping Announce = { _, _ in },
            watchAnswered: @escaping AnnounceWatch = { _, _ in }
        ) {
            self.booked = booked
            self.cancelled = cancelled
            self.watchAnswered = watchAnswered
        }

        /// Tells every watch the nights given back on `transaction` answer.
        func release(_ reopened: CampsiteNights.Reopened, now: Date, on transaction: any Database) async throws {
            guard !reopened.isEmpty else { return }
            let today = Today(now: { now }).earliestAnywhere
            for watch in try await SQLStayWatchRepository.answered(by: reopened, today: today, on: transaction) {
                try await watchAnswered(watch, transaction)
            }
        }
    }

    let database: @Sendable () -> any Database
    let now: @Sendable () -> Date
    let announcements: Announcements
    /// On SQLite, the bookings that arrive together share a commit (ADR 0106).
    let batches: BookingBatches

    package init(
        database: @escaping @Sendable () -> any Database, now: @escaping @Sendable () -> Date = Date.init,
        announcements: Announcements = Announcements()
    ) {
        self.database = database
        self.now = now
        self.announcements = announcements
        batches = BookingBatches(database: database)
    }

    package func book(
        _ booking: Booking, owner: UUID, sites: [BookableSite], limits: BookingLimits, today: Day,
        requestKey: String?
    ) async throws -> BookingOutcome {
        // A retry usually finds its reservation here, without a write.
        if let requestKey,
            let earlier = try await Self.reservation(owner: owner, requestKey: requestKey, on: database())
        {
            return earlier.matches(booking) ? .repeated(earlier) : .keyReused
        }
        var reservation = Reservation(
            id: UUID(), landmarkID: booking.landmarkID, ownerID: owner, stay: booking.stay, guests: booking.guests,
            notes: booking.notes, status: .confirmed,
            // Whole seconds: what SQLite and PostgreSQL both give back unchanged.
            createdAt: Date(timeIntervalSince1970: now().timeIntervalSince1970.rounded(.down)),
            nightlyFee: booking.nightlyFee, total: booking.total, confirmationCode: .random())
        // Two stays drawing the same code is about one in 10^11 per pair; the
        // unique index refuses the second, which draws again. (The other
        // unique index, the owner's request key, cannot refuse here: the
        // owner's turn finds an earlier request first; were it to, the next
        // attempt finds it and answers `.repeated`.)
        for attempt in 1...3 {
            do {
                return try await book(
                    reservation, booking, sites: sites, limits: limits, today: today, requestKey: requestKey)
            } catch let error as any DatabaseError where attempt < 3 && error.isConstraintFailure {
                reservation.confirmationCode = .random()
            }
        }
        preconditionFailure("the loop returns or throws on its last attempt")
    }

    /// Takes a site for every night of the booking in one transaction: for
    /// the reservation itself, or, with `heldUntil`, for a hold of the same
    /// id kept until then (`SQLHolds`), which throws `SQLHolds.OtherHold`
    /// while the owner's other hold is open.
    func book(
        _ reservation: Reservation, _ booking: Booking, sites: [BookableSite], limits: BookingLimits, today: Day,
        requestKey: String?, heldUntil: Date? = nil
    ) async throws -> BookingOutcome {
        let owner = reservation.ownerID
        let announce = announcements.booked
        let campsites = sites.count
        let booked = Mutex(reservation)
        let now = now()
        do {
            try await batches.run { transaction, events in
                let sql = try CampsiteNights.sqlDatabase(transaction)
                // Everything below runs in the owner's turn. On PostgreSQL that
                // is the owner's row, locked first. On SQLite it is the one
                // write lock, which the first write (giving back expired holds)
                // takes: the nights come first there, and a full night is
                // reported only after the owner's limits, in the same order as
                // on PostgreSQL.
                let locksOwnerRow = sql.dialect.name == "postgresql"
                if locksOwnerRow, try await ReservationOwners.enter(owner, on: sql) == .closed {
                    throw Refusal.ownerGone
                }
                // Holds of these nights that expired give their site-nights
                // back before anything is counted (ADR 0139).
                try await CampsiteNights.lock(booking.stay, landmarkID: booking.landmarkID, on: sql)
                let expired = try await SiteNights.giveBackExpired(
                    landmarkID: booking.landmarkID, stay: booking.stay, now: now, on: sql)
                if !expired.isEmpty { try await CampsiteNights.free(expired, on: transaction) }
                func takeNights() async throws -> Day? {
                    do {
                        try await CampsiteNights.take(
                            booking.stay, landmarkID: booking.landmarkID, campsites: campsites, on: transaction)
                        return nil
                    } catch let full as CampsiteNights.Full {
                        return full.night
                    }
                }
                var fullNight = locksOwnerRow ? nil : try await takeNights()
                // Asked again in the owner's turn: the same request sent twice
                // at once finds the first one's reservation here.
                if let requestKey,
                    let earlier = try await Self.reservation(owner: owner, requestKey: requestKey, on: transaction)
                {
                    throw Refusal.requestKeyUsed(earlier.matches(booking) ? .repeated(earlier) : .keyReused)
                }
                if heldUntil != nil, let other = try await SQLHolds.hold(owner: owner, on: sql) {
                    guard !other.isOpen(at: now) else { throw SQLHolds.OtherHold(hold: other) }
                    try await SQLHolds.delete(id: other.id, on: sql)
                }
                let held = try await Self.holding(owner, booking: booking, today: today, on: sql)
                if held.closed { throw Refusal.ownerGone }
                if let stay = held.overlapping { throw Refusal.overlapping(stay) }
                if held.upcoming >= limits.upcomingStays { throw Refusal.limitReached }
                if locksOwnerRow { fullNight = try await takeNights() }
                if let fullNight { throw CampsiteNights.Full(night: fullNight) }
                // Exact here: on SQLite this runs under the write lock, and on
                // PostgreSQL every booking sharing a night with this one waits
                // for the counter rows locked above, so the site-nights read
                // include every committed booking of these nights.
                let candidates = SiteChoice.candidates(for: booking, among: sites)
                if let named = candidates.first, SiteChoice.mayBeHeld(named, for: booking) {
                    let taken = try await SiteNights.taken(
                        landmarkID: booking.landmarkID, stay: booking.stay, on: sql)
                    if case .failure(let refusal) = SiteChoice.site(for: booking, among: sites, taken: taken) {
                        throw Refusal.site(refusal)
                    }
                }
                guard
                    let site = try await SiteNights.takeFirstFree(
                        candidates.map(\.number), landmarkID: booking.landmarkID, stay: booking.stay,
                        id: reservation.id, heldUntil: heldUntil, on: sql)
                else {
                    throw Refusal.site(
                        booking.siteNumber.map { .taken($0) }
                            ?? SiteChoice.refusalWhenNoneIsFree(for: booking, among: sites))
                }
                var stored = reservation
                stored.siteNumber = site
                // The price is the site's, known only now that it is chosen.
                if let chosen = sites.first(where: { $0.number == site }) {
                    stored.nightlyFee = booking.nightlyFee(at: chosen)
                    stored.total = stored.nightlyFee * booking.stay.nightCount
                }
                if let heldUntil {
                    try await SQLHolds.insert(stored, vehicles: booking.vehicles, heldUntil: heldUntil, on: sql)
                } else {
                    try await Self.insert(stored, requestKey: requestKey, on: transaction)
                    try announce(stored, events)
                }
                booked.withLock { $0 = stored }
            }
            return .confirmed(booked.withLock { $0 })
        } catch let full as CampsiteNights.Full {
            return .full(night: full.night)
        } catch let refusal as Refusal {
            return refusal.outcome
        }
    }

    /// Thrown inside a booking's transaction to roll it back.
    enum Refusal: Error {
        case overlapping(Stay)
        case limitReached, ownerGone
        case requestKeyUsed(BookingOutcome)
        case site(SiteChoice.Refusal)

        var outcome: BookingOutcome {
            switch self {
            case .overlapping(let stay): .overlapping(stay)
            case .limitReached: .limitReached
            case .ownerGone: .ownerGone
            case .requestKeyUsed(let outcome): outcome
            case .site(let refusal): .siteRefused(refusal)
            }
        }
    }

    /// How many confirmed stays of the owner end after `today`, the first of
    /// them at the booking's landmark that shares a night with it, and whether
    /// the owner's account was closed, in one query. A stay that overlaps the
    /// booking ends after its check-in, which is today or later, so it is
    /// among those counted.
    static func holding(_ owner: UUID, booking: Booking, today: Day, on sql: any SQLDatabase) async throws
        -> (upcoming: Int, overlapping: Stay?, closed: Bool)
    {
        let confirmed = ReservationStatus.confirmed.rawValue
        let row = try await sql.raw(
            """
            SELECT COUNT(*) AS upcoming,
                MIN(CASE WHEN landmark_id = \(bind: booking.landmarkID) AND check_in <\
             \(bind: booking.stay.checkOut.iso)
                    AND check_out > \(bind: booking.stay.checkIn.iso) THEN check_in || '/' || check_out END) AS\
             overlapping,
                (SELECT closed FROM reservation_owners WHERE owner_id = \(bind: owner)) AS closed
            FROM reservations
            WHERE owner_id = \(bind: owner) AND status = \(bind: confirmed) AND check_out > \(bind: today.iso)
            """
        ).first()
        guard let row else { return (0, nil, false) }
        let upcoming = try row.decode(column: "upcoming", as: Int.self)
        let closed = try row.decode(column: "closed", as: Bool?.self) ?? false
        guard let text = try row.decode(column: "overlapping", as: String?.self) else { return (upcoming, nil, closed) }
        let days = text.split(separator: "/").compactMap { Day(iso: String($0)) }
        guard days.count == 2, days[0] < days[1] else {
            throw ReservationsError.invalidRecord("a reservation of \(owner) has dates \(text)")
        }
        return (upcoming, Stay(checkIn: days[0], checkOut: days[1]), closed)
    }

    private static func reservation(owner: UUID, requestKey: String, on database: any Database) async throws
        -> Reservation?
    {
        let rows = try await CampsiteNights.sqlDatabase(database).raw(
            "SELECT id FROM reservations WHERE owner_id = \(bind: owner) AND request_key = \(bind: requestKey)"
        ).all()
        guard let id = try rows.first?.decode(column: "id", as: UUID.self) else { return nil }
        return try await ReservationModel.query(on: database).filter(\.$id == id).first()?.reservation()
    }

    /// The row, through SQLKit: the booking path is the hottest write, and a
    /// Fluent model finds its fields by reflection on every create.
    static func insert(_ reservation: Reservation, requestKey: String?, on transaction: any Database)
        async throws
    {
        try await CampsiteNights.sqlDatabase(transaction).insert(into: ReservationModel.schema)
            .columns(
                "id", "landmark_id", "owner_id", "check_in", "check_out", "guests", "notes", "status", "created_at",
                "request_key", "nightly_fee_cents", "total_cents", "confirmation_code", "site_number"
            )
            .values(
                SQLBind(reservation.id), SQLBind(reservation.landmarkID), SQLBind(reservation.ownerID),
                SQLBind(reservation.stay.checkIn.iso), SQLBind(reservation.stay.checkOut.iso),
                SQLBind(reservation.guests),
                SQLBind(reservation.notes), SQLBind(reservation.status.rawValue), SQLBind(reservation.createdAt),
                SQLBind(requestKey), SQLBind(reservation.nightlyFee), SQLBind(reservation.total),
                SQLBind(reservation.confirmationCode.value), SQLBind(reservation.siteNumber)
            )
            .run()
    }

    package func reservation(id: UUID, owner: UUID) async throws -> Reservation? {
        try await ReservationModel.query(on: database())
            .filter(\.$id == id).filter(\.$ownerID == owner)
            .first()?.reservation()
    }

    package func reservations(owner: UUID, landmarkID: Int?) async throws -> [Reservation] {
        var query = ReservationModel.query(on: database()).filter(\.$ownerID == owner)
        if let landmarkID { query = query.filter(\.$landmarkID == landmarkID) }
        return try await query.sort(\.$checkIn).sort(\.$createdAt).all().map { try $0.reservation() }
    }

    package func cancel(id: UUID, owner: UUID) async throws -> Reservation? {
        let announcements = announcements
        let now = now()
        return try await database().transaction { transaction in
            guard let sql = transaction as? any SQLDatabase else { throw CampsiteNights.Failure.notSQL }
            // Only the request that changes the status frees the nights: a
            // second cancel, even a simultaneous one, matches no row.
            let changed = try await sql.raw(
                """
                UPDATE reservations SET status = \(bind: ReservationStatus.cancelled.rawValue)
                WHERE id = \(bind: id) AND owner_id = \(bind: owner) AND status <>\
                 \(bind: ReservationStatus.cancelled.rawValue)
                RETURNING id
                """
            ).all()
            let stored = try await ReservationModel.query(on: transaction)
                .filter(\.$id == id).filter(\.$ownerID == owner).first()?.reservation()
            if let stored, !changed.isEmpty {
                try await SiteNights.free(reservationID: stored.id, on: sql)
                let reopened = try await CampsiteNights.free(
                    stored.stay, landmarkID: stored.landmarkID, on: transaction)
                try await announcements.cancelled(stored, transaction)
                try await announcements.release(reopened, now: now, on: transaction)
            }
            return stored
        }
    }

    package func takenCampsites(landmarkID: Int, nights: Range<Day>) async throws -> [Day: Int] {
        try await CampsiteNights.taken(landmarkID: landmarkID, nights: nights, now: now(), on: database())
    }

    package func takenSites(landmarkID: Int, nights: Range<Day>) async throws -> TakenSiteNights {
        try await SiteNights.taken(
            landmarkID: landmarkID, nights: nights, now: now(), on: CampsiteNights.sqlDatabase(database()))
    }

    package func sitesTaken(anyNightOf nights: Range<Day>) async throws -> [Int: Set<String>] {
        try await SiteNights.taken(anyNightOf: nights, now: now(), on: CampsiteNights.sqlDatabase(database()))
    }

    /// Moves every counted night of a landmark to a new number of campsites,
    /// on the caller's transaction; the nights that hold more bookings than
    /// that (and then nothing changes), as text. Nights that more campsites
    /// make free again answer the watches waiting for them.
    package static func changeCampsites(
        of landmarkID: Int, to campsites: Int, on transaction: any Database,
        announcements: Announcements = Announcements(), now: Date = Date()
    ) async throws -> [String] {
        let changed = try await CampsiteNights.changeCapacity(landmarkID: landmarkID, to: campsites, on: transaction)
        try await announcements.release(changed.reopened, now: now, on: transaction)
        return changed.overFull
    }

    /// Deletes every reservation and watch of a deleted account, freeing the
    /// nights of those still held (and telling the watches of others they
    /// answer), on the transaction that deletes the account.
    ///
    /// Closing the owner first waits for a booking of theirs in flight to
    /// commit, so the stays below include it, and turns away every booking
    /// that comes after: none can be stored between the statements below, or
    /// once the account is gone.
    package static func deleteAll(
        of owner: UUID, on transaction: any Database, announcements: Announcements = Announcements(),
        now: Date = Date()
    ) async throws {
        let sql = try CampsiteNights.sqlDatabase(transaction)
        try await ReservationOwners.close(owner, on: sql)
        try await SQLStayWatchRepository.forget(owner: owner, on: transaction)
        try await SQLHolds.expire(owner: owner, on: sql)
        // The rows this returns are exactly the stays that still hold nights.
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
        let reopened = try await CampsiteNights.free(nights, on: transaction)
        try await SiteNights.free(owner: owner, on: sql)
        try await ReservationModel.query(on: transaction).filter(\.$ownerID == owner).delete()
        try await announcements.release(reopened, now: now, on: transaction)
    }
}
