import Foundation

/// Books a campsite: checks the rules, then asks the store for a free campsite
/// on every night.
public struct BookCampsite: Sendable {
    let reservations: any ReservationRepository
    let landmarks: any LandmarkDirectory
    let today: @Sendable () -> Day

    public init(
        reservations: any ReservationRepository, landmarks: any LandmarkDirectory, today: @escaping @Sendable () -> Day
    ) {
        self.reservations = reservations
        self.landmarks = landmarks
        self.today = today
    }

    /// The confirmed reservation; throws `.invalid` naming every bad field,
    /// `.landmarkNotFound`, or `.noCampsiteFree` naming the first full night.
    public func callAsFunction(_ draft: BookingDraft, owner: UUID) async throws -> Reservation {
        let booking = try BookingRules.validate(draft, today: today())
        guard let landmark = try await landmarks.landmark(id: booking.landmarkID) else {
            throw ReservationsError.landmarkNotFound
        }
        guard landmark.campsites > 0 else { throw ReservationsError.noCampsiteFree(night: booking.stay.checkIn) }
        switch try await reservations.book(booking, owner: owner, campsites: landmark.campsites) {
        case let .confirmed(reservation): return reservation
        case let .full(night): throw ReservationsError.noCampsiteFree(night: night)
        }
    }
}
