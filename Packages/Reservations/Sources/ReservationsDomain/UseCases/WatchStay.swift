import Foundation

/// Asks to be told when a campsite frees up for a stay that cannot be booked
/// now. A stay that can be booked is refused (book it instead), as is one
/// that breaks a booking's rules: a watch is a booking waiting for a night.
package struct WatchStay: Sendable {
    let watches: any StayWatchRepository
    let reservations: any ReservationRepository
    let landmarks: any LandmarkDirectory
    let today: Today
    let now: @Sendable () -> Date

    package init(
        watches: any StayWatchRepository, reservations: any ReservationRepository, landmarks: any LandmarkDirectory,
        today: Today, now: @escaping @Sendable () -> Date
    ) {
        self.watches = watches
        self.reservations = reservations
        self.landmarks = landmarks
        self.today = today
        self.now = now
    }

    /// The watch (the one already there when the owner watches this stay
    /// already); throws `.invalid` naming every bad field,
    /// `.landmarkNotFound`, `.notAtThisLandmark` (a party no site takes),
    /// `.stayIsBookable`, `.tooManyWatches` or `.accountDeleted`.
    package func callAsFunction(_ draft: BookingDraft, owner: UUID) async throws -> StayWatch {
        var landmark: BookableLandmark?
        if let id = draft.landmarkID, id > 0 { landmark = try await landmarks.landmark(id: id) }
        let landmarkToday = today.at(landmark)
        var typed = draft
        typed.notes = ""
        let booking = try BookingRules.validate(typed, today: landmarkToday)
        guard let landmark else { throw ReservationsError.landmarkNotFound }
        // A landmark without campsites never frees one: nothing to wait for.
        guard landmark.campsites > 0 else { throw ReservationsError.nothingToWatch }
        // A party no site takes would wait for ever: refused as its booking is.
        try BookingRules.check(booking, against: landmark.sites)
        let taken = try await reservations.takenCampsites(
            landmarkID: landmark.id, nights: booking.stay.checkIn..<booking.stay.checkOut)
        guard booking.stay.nights.contains(where: { (taken[$0] ?? 0) >= landmark.campsites }) else {
            throw ReservationsError.stayIsBookable
        }
        let watch = StayWatch(
            id: UUID(), ownerID: owner, landmarkID: landmark.id, stay: booking.stay, guests: booking.guests,
            createdAt: Date(timeIntervalSince1970: now().timeIntervalSince1970.rounded(.down)),
            unsubscribeToken: StayWatch.makeUnsubscribeToken())
        switch try await watches.add(watch, limit: StayWatch.limitPerAccount, today: today.earliestAnywhere) {
        case .added(let added): return added
        case .existing(let existing): return existing
        case .limitReached: throw ReservationsError.tooManyWatches(limit: StayWatch.limitPerAccount)
        case .ownerGone: throw ReservationsError.accountDeleted
        }
    }
}
