import Foundation

/// Books a campsite: checks the rules against the landmark's own today, then
/// asks the store for a free campsite on every night.
package struct BookCampsite: Sendable {
    let reservations: any ReservationRepository
    let landmarks: any LandmarkDirectory
    let today: Today
    let limits: BookingLimits
    let record: @Sendable (ReservationsEvent) -> Void

    package init(
        reservations: any ReservationRepository, landmarks: any LandmarkDirectory, today: Today,
        limits: BookingLimits = .standard, record: @escaping @Sendable (ReservationsEvent) -> Void
    ) {
        self.reservations = reservations
        self.landmarks = landmarks
        self.today = today
        self.limits = limits
        self.record = record
    }

    /// The confirmed reservation; throws `.invalid` naming every bad field
    /// (and a site that does not exist or take the party),
    /// `.landmarkNotFound`, `.noCampsiteFree` naming the first full night,
    /// `.siteTaken`, `.siteHeldForAccessibility`, `.noFittingSiteFree`,
    /// `.costsMoreThanShown` (no fitting site free at `maxNightlyFee`),
    /// `.notOpenYet` (a night the landmark's window has not opened),
    /// `.overlappingStay` or `.tooManyUpcomingStays` (the limits), or
    /// `.accountDeleted`.
    /// A `requestKey` the owner sent before with the same booking answers
    /// the reservation that made (`.requestKeyReused` with another booking),
    /// so a client may retry safely.
    package func callAsFunction(_ draft: BookingDraft, owner: UUID, requestKey: String? = nil) async throws
        -> Reservation
    {
        var landmark: BookableLandmark?
        if let id = draft.landmarkID, id > 0 { landmark = try await landmarks.landmark(id: id) }
        // Every field is judged before the landmark's absence, so a form with
        // bad dates shows all its messages at once.
        let landmarkToday = today.at(landmark)
        var booking = try BookingRules.validate(draft, today: landmarkToday)
        guard let landmark else { throw ReservationsError.landmarkNotFound }
        booking.nightlyFee = landmark.nightlyFee
        guard landmark.campsites > 0 else { throw ReservationsError.nobodyCampsHere }
        try BookingRules.check(booking, against: landmark.sites)
        if let opensAt = today.opening(of: booking.stay, at: landmark) {
            throw ReservationsError.notOpenYet(
                night: booking.stay.checkOut.adding(days: -1), opensAt: opensAt, timeZone: landmark.timeZone)
        }
        // A named site that now costs more than shown needs no look at what
        // is taken to refuse.
        if SiteChoice.candidates(for: booking, among: landmark.sites).isEmpty,
            case .costsMore(let most) = SiteChoice.refusalWhenNoneIsFree(for: booking, among: landmark.sites)
        {
            throw ReservationsError.costsMoreThanShown(nightlyFee: most)
        }
        let outcome = try await reservations.book(
            booking, owner: owner, sites: landmark.sites, limits: limits, today: landmarkToday,
            requestKey: requestKey)
        switch outcome {
        case .repeated(let reservation):
            return reservation
        case .keyReused:
            throw ReservationsError.requestKeyReused
        case .confirmed(let reservation):
            record(
                .booked(
                    reservationID: reservation.id, landmarkID: landmark.id, ownerID: owner,
                    nights: reservation.stay.nightCount))
            return reservation
        case .full(let night):
            record(.bookingRefused(landmarkID: landmark.id, ownerID: owner, fullNight: night))
            throw ReservationsError.noCampsiteFree(night: night)
        case .overlapping(let stay):
            record(.bookingOverLimit(landmarkID: landmark.id, ownerID: owner, limit: .overlappingStay))
            throw ReservationsError.overlappingStay(stay)
        case .limitReached:
            record(.bookingOverLimit(landmarkID: landmark.id, ownerID: owner, limit: .upcomingStays))
            throw ReservationsError.tooManyUpcomingStays(limit: limits.upcomingStays)
        case .ownerGone:
            throw ReservationsError.accountDeleted
        case .siteRefused(let refusal):
            record(.bookingRefused(landmarkID: landmark.id, ownerID: owner, fullNight: booking.stay.checkIn))
            switch refusal {
            case .taken(let number): throw ReservationsError.siteTaken(number)
            case .heldForAccessibility(let number): throw ReservationsError.siteHeldForAccessibility(number)
            case .noFittingSiteFree: throw ReservationsError.noFittingSiteFree
            case .costsMore(let most): throw ReservationsError.costsMoreThanShown(nightlyFee: most)
            }
        }
    }
}
