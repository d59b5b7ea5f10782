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
        let checked = try await BookingChecks(landmarks: landmarks, today: today)(draft)
        let outcome = try await reservations.book(
            checked.booking, owner: owner, sites: checked.landmark.sites, limits: limits, today: checked.today,
            requestKey: requestKey)
        switch outcome {
        case .repeated(let reservation):
            return reservation
        case .keyReused:
            throw ReservationsError.requestKeyReused
        case .confirmed(let reservation):
            record(
                .booked(
                    reservationID: reservation.id, landmarkID: checked.landmark.id, ownerID: owner,
                    nights: reservation.stay.nightCount))
            return reservation
        default:
            throw outcome.refusal(
                at: checked.booking.landmarkID, of: checked.booking.stay, owner: owner, limits: limits, record: record)
        }
    }
}
