import Foundation

/// What is asked of a stay before any store takes a site for it, whether it
/// is booked at once or held first: the same rules, the same order, the
/// same messages.
struct BookingChecks: Sendable {
    let landmarks: any LandmarkDirectory
    let today: Today

    /// The booking the draft makes, its landmark and the landmark's today;
    /// throws `.invalid` naming every bad field (and a site that does not
    /// exist or take the party), `.landmarkNotFound`, `.nobodyCampsHere`,
    /// `.notOpenYet`, or `.costsMoreThanShown` for a named site that now
    /// costs more than shown.
    func callAsFunction(_ draft: BookingDraft) async throws -> (
        booking: Booking, landmark: BookableLandmark, today: Day
    ) {
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
        return (booking, landmark, landmarkToday)
    }
}

extension BookingOutcome {
    /// The error a refused booking (or hold, or confirmation) of `stay` is
    /// told with, after recording the refusal as the event operators count.
    func refusal(
        at landmarkID: Int, of stay: Stay, owner: UUID, limits: BookingLimits,
        record: @Sendable (ReservationsEvent) -> Void
    ) -> ReservationsError {
        switch self {
        case .full(let night):
            record(.bookingRefused(landmarkID: landmarkID, ownerID: owner, fullNight: night))
            return .noCampsiteFree(night: night)
        case .overlapping(let stay):
            record(.bookingOverLimit(landmarkID: landmarkID, ownerID: owner, limit: .overlappingStay))
            return .overlappingStay(stay)
        case .limitReached:
            record(.bookingOverLimit(landmarkID: landmarkID, ownerID: owner, limit: .upcomingStays))
            return .tooManyUpcomingStays(limit: limits.upcomingStays)
        case .ownerGone:
            return .accountDeleted
        case .confirmed, .repeated:
            // Not refusals: never asked of these (the callers answer them).
            return .accountDeleted
        case .keyReused:
            return .requestKeyReused
        case .siteRefused(let refusal):
            record(.bookingRefused(landmarkID: landmarkID, ownerID: owner, fullNight: stay.checkIn))
            switch refusal {
            case .taken(let number): return .siteTaken(number)
            case .heldForAccessibility(let number): return .siteHeldForAccessibility(number)
            case .noFittingSiteFree: return .noFittingSiteFree
            case .costsMore(let most): return .costsMoreThanShown(nightlyFee: most)
            }
        }
    }
}
