import FluentKit
import FluentSQL
import Foundation
import ReservationsDomain
import Synchronization

extension FluentReservationRepository: HoldRepository {
    package func hold(
        _ booking: Booking, owner: UUID, sites: [BookableSite], limits: BookingLimits, today: Day, until: Date
    ) async throws -> HoldOutcome {
        let reservation = Reservation(
            id: UUID(), landmarkID: booking.landmarkID, ownerID: owner, stay: booking.stay, guests: booking.guests,
            notes: booking.notes, status: .confirmed,
            createdAt: Date(timeIntervalSince1970: now().timeIntervalSince1970.rounded(.down)),
            nightlyFee: booking.nightlyFee, total: booking.total, confirmationCode: .random())
        do {
            let outcome = try await book(
                reservation, booking, sites: sites, limits: limits, today: today, requestKey: nil, heldUntil: until)
            guard case .confirmed(let stored) = outcome else { return .refused(outcome) }
            return .held(
                Hold(
                    id: stored.id, landmarkID: stored.landmarkID, ownerID: owner, siteNumber: stored.siteNumber ?? "",
                    stay: stored.stay, guests: stored.guests, vehicles: booking.vehicles, notes: stored.notes,
                    nightlyFee: stored.nightlyFee, total: stored.total, confirmationCode: stored.confirmationCode,
                    createdAt: stored.createdAt,
                    heldUntil: Date(timeIntervalSince1970: Double(SiteNights.milliseconds(until)) / 1000)))
        } catch let other as SQLHolds.OtherHold {
            return .alreadyHolding(other.hold)
        }
    }

    package func confirm(holdID: UUID, owner: UUID, limits: BookingLimits, today: Day) async throws
        -> ConfirmOutcome
    {
        let announce = announcements.booked
        let now = now()
        let outcome = Mutex(ConfirmOutcome.notFound)
        /// Thrown to roll the confirmation back, with what to answer.
        struct Answer: Error {
            let outcome: ConfirmOutcome
        }
        // A hold's code is drawn when it is placed, and holds are not under
        // the reservations' unique index on codes: a stay booked meanwhile
        // may have drawn the same (about one in 10^11 per pair). The index
        // refuses it here, and the confirmation draws again, as a booking does.
        var code: ConfirmationCode?
        for attempt in 1...3 {
            let drawn = code
            do {
                try await batches.run { transaction, events in
                    let sql = try CampsiteNights.sqlDatabase(transaction)
                    // The owner's turn first, as for a booking: the limits below
                    // then count every stay of theirs.
                    if sql.dialect.name == "postgresql", try await ReservationOwners.enter(owner, on: sql) == .closed {
                        throw Answer(outcome: .notFound)
                    }
                    guard let hold = try await SQLHolds.hold(id: holdID, owner: owner, on: sql) else {
                        throw Answer(outcome: .notFound)
                    }
                    guard hold.isOpen(at: now) else { throw Answer(outcome: .expired) }
                    let booking = Booking(
                        landmarkID: hold.landmarkID, stay: hold.stay, guests: hold.guests, notes: hold.notes,
                        siteNumber: hold.siteNumber, vehicles: hold.vehicles)
                    let held = try await Self.holding(owner, booking: booking, today: today, on: sql)
                    if held.closed { throw Answer(outcome: .refused(.ownerGone, hold)) }
                    if let stay = held.overlapping { throw Answer(outcome: .refused(.overlapping(stay), hold)) }
                    if held.upcoming >= limits.upcomingStays { throw Answer(outcome: .refused(.limitReached, hold)) }
                    // Every row still held, or none: a booking that passed one
                    // of them after it expired has given it back already.
                    guard try await SiteNights.book(holdID: hold.id, now: now, on: sql) == hold.stay.nightCount else {
                        throw Answer(outcome: .expired)
                    }
                    var reservation = hold.reservation(
                        confirmedAt: Date(timeIntervalSince1970: now.timeIntervalSince1970.rounded(.down)))
                    if let drawn { reservation.confirmationCode = drawn }
                    try await Self.insert(reservation, requestKey: nil, on: transaction)
                    try await SQLHolds.delete(id: hold.id, on: sql)
                    try announce(reservation, events)
                    outcome.withLock { $0 = .confirmed(reservation) }
                }
                return outcome.withLock { $0 }
            } catch let answer as Answer {
                return answer.outcome
            } catch let error as any DatabaseError where attempt < 3 && error.isConstraintFailure {
                code = .random()
            }
        }
        preconditionFailure("the loop returns or throws on its last attempt")
    }

    package func release(holdID: UUID, owner: UUID) async throws -> Hold? {
        let announcements = announcements
        let now = now()
        return try await database().transaction { transaction in
            let sql = try CampsiteNights.sqlDatabase(transaction)
            guard let hold = try await SQLHolds.hold(id: holdID, owner: owner, on: sql) else { return nil }
            // The counters first, in date order, as a booking takes them; then
            // the rows still kept, each given back once.
            try await CampsiteNights.lock(hold.stay, landmarkID: hold.landmarkID, on: sql)
            let kept = try await SiteNights.giveBack(holdID: hold.id, landmarkID: hold.landmarkID, on: sql)
            let reopened = try await CampsiteNights.free(kept, on: transaction)
            try await SQLHolds.delete(id: hold.id, on: sql)
            try await announcements.release(reopened, now: now, on: transaction)
            return hold
        }
    }

    /// Gives back up to `limit` holds expired by now, each in its own
    /// transaction as a release is: their site-nights leave the counters,
    /// and a night that was full tells its watches. Correctness never waits
    /// for this (ADR 0139); it keeps the counters tidy and the alerts
    /// timely. The holds it gave back.
    package func giveBackExpiredHolds(limit: Int = 100) async throws -> [Hold] {
        let expired = try await SQLHolds.expired(
            at: now(), limit: limit, on: CampsiteNights.sqlDatabase(database()))
        var given: [Hold] = []
        for hold in expired {
            // Another host's sweep may have given it back meanwhile.
            if let released = try await release(holdID: hold.id, owner: hold.owner) { given.append(released) }
        }
        return given
    }

    package func openHold(owner: UUID) async throws -> Hold? {
        let hold = try await SQLHolds.hold(owner: owner, on: CampsiteNights.sqlDatabase(database()))
        return hold.flatMap { $0.isOpen(at: now()) ? $0 : nil }
    }

    package func hold(id: UUID, owner: UUID) async throws -> Hold? {
        try await SQLHolds.hold(id: id, owner: owner, on: CampsiteNights.sqlDatabase(database()))
    }
}
