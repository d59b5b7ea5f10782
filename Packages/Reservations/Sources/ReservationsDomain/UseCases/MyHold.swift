import Foundation

/// A person's hold: placed while they confirm (fifteen minutes), shown with
/// its time left, confirmed into a reservation, or let go.
package struct MyHold: Sendable {
    let holds: any HoldRepository
    let landmarks: any LandmarkDirectory
    let today: Today
    let limits: BookingLimits
    /// How long a hold keeps its site: `Hold.length` unless the host says.
    package let length: TimeInterval
    /// How often one account or address may ask for a hold.
    let attempts: HoldAttemptLimit
    let record: @Sendable (ReservationsEvent) -> Void

    package init(
        holds: any HoldRepository, landmarks: any LandmarkDirectory, today: Today, limits: BookingLimits = .standard,
        length: TimeInterval = Hold.length, attempts: HoldAttemptLimit = HoldAttemptLimit(),
        record: @escaping @Sendable (ReservationsEvent) -> Void
    ) {
        self.holds = holds
        self.landmarks = landmarks
        self.today = today
        self.limits = limits
        self.length = length
        self.attempts = attempts
        self.record = record
    }

    /// Keeps a site for the owner: the same checks as booking at once, then
    /// the store keeps the site-nights. Throws what `BookCampsite` throws for
    /// the same draft, `.tooManyHoldAttempts` when the owner or `address`
    /// has asked too often (every ask the rules accept counts, whatever the
    /// store answers), or `.alreadyHolding` while the owner's other hold is
    /// open.
    package func place(_ draft: BookingDraft, owner: UUID, address: String? = nil) async throws -> Hold {
        let checked = try await BookingChecks(landmarks: landmarks, today: today)(draft)
        try attempts.take(account: owner, address: address, now: today.now())
        let outcome = try await holds.hold(
            checked.booking, owner: owner, sites: checked.landmark.sites, limits: limits, today: checked.today,
            until: today.now().addingTimeInterval(length))
        switch outcome {
        case .held(let hold): return hold
        case .alreadyHolding(let other): throw ReservationsError.alreadyHolding(other)
        case .refused(let refusal):
            throw refusal.refusal(
                at: checked.booking.landmarkID, of: checked.booking.stay, owner: owner, limits: limits,
                record: record)
        }
    }

    /// The owner's hold while it is open.
    package func open(owner: UUID) async throws -> Hold? {
        try await holds.openHold(owner: owner)
    }

    /// The owner's hold with this id, open or expired (until it is given
    /// back): what its page shows.
    package func find(id: UUID, owner: UUID) async throws -> Hold? {
        try await holds.hold(id: id, owner: owner)
    }

    /// Whether `hold` still keeps its site now.
    package func isOpen(_ hold: Hold) -> Bool { hold.isOpen(at: today.now()) }

    /// Books what the hold keeps; throws `.holdNotFound` (someone else's is
    /// not found either), `.holdExpired`, `.overlappingStay`,
    /// `.tooManyUpcomingStays` or `.accountDeleted`.
    package func confirm(id: UUID, owner: UUID) async throws -> Reservation {
        // The limits count stays from the landmark's today; a landmark the
        // directory no longer knows is judged by UTC, as everywhere else.
        var landmark: BookableLandmark?
        if let held = try await holds.openHold(owner: owner) {
            landmark = try await landmarks.landmark(id: held.landmarkID)
        }
        let outcome = try await holds.confirm(
            holdID: id, owner: owner, limits: limits, today: today.at(landmark))
        switch outcome {
        case .confirmed(let reservation):
            record(
                .booked(
                    reservationID: reservation.id, landmarkID: reservation.landmarkID, ownerID: owner,
                    nights: reservation.stay.nightCount))
            return reservation
        case .notFound: throw ReservationsError.holdNotFound
        case .expired: throw ReservationsError.holdExpired
        case .refused(let refusal, let hold):
            throw refusal.refusal(at: hold.landmarkID, of: hold.stay, owner: owner, limits: limits, record: record)
        }
    }

    /// Gives back what the owner's hold keeps; throws `.holdNotFound`.
    package func release(id: UUID, owner: UUID) async throws -> Hold {
        guard let released = try await holds.release(holdID: id, owner: owner) else {
            throw ReservationsError.holdNotFound
        }
        return released
    }
}
