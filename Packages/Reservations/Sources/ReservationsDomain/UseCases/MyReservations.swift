import Foundation

/// A person's own reservations: only ever theirs.
package struct MyReservations: Sendable {
    let reservations: any ReservationRepository
    let landmarks: any LandmarkDirectory
    let today: Today

    package init(reservations: any ReservationRepository, landmarks: any LandmarkDirectory, today: Today) {
        self.reservations = reservations
        self.landmarks = landmarks
        self.today = today
    }

    /// Upcoming ones soonest first, past ones most recent first, each judged
    /// by its landmark's calendar, and cancelled ones apart, soonest first;
    /// and those landmarks, each asked for once (one no longer known is missing).
    package func list(owner: UUID, landmarkID: Int? = nil) async throws -> MyReservationList {
        let all = try await reservations.reservations(owner: owner, landmarkID: landmarkID)
        var found: [Int: BookableLandmark] = [:]
        for id in Set(all.map(\.landmarkID)) {
            if let landmark = try await landmarks.landmark(id: id) { found[id] = landmark }
        }
        let held = all.filter(\.holdsCampsite)
        let upcoming = held.filter { $0.isUpcoming(today: today.at(found[$0.landmarkID])) }
        let past = held.filter { !$0.isUpcoming(today: today.at(found[$0.landmarkID])) }
        return MyReservationList(
            upcoming: upcoming.sorted { $0.stay.checkIn < $1.stay.checkIn },
            past: past.sorted { $0.stay.checkIn > $1.stay.checkIn },
            cancelled: all.filter { !$0.holdsCampsite }.sorted { $0.stay.checkIn < $1.stay.checkIn }, landmarks: found)
    }

    /// Throws `.reservationNotFound` for someone else's, exactly as for none.
    package func reservation(id: UUID, owner: UUID) async throws -> Reservation {
        guard let reservation = try await reservations.reservation(id: id, owner: owner) else {
            throw ReservationsError.reservationNotFound
        }
        return reservation
    }

    /// Whether it can still be cancelled today at `landmark` (its own).
    package func canCancel(_ reservation: Reservation, at landmark: BookableLandmark?) -> Bool {
        reservation.canBeCancelled(today: today.at(landmark))
    }
}

package struct MyReservationList: Sendable, Equatable {
    package var upcoming: [Reservation]
    package var past: [Reservation]
    package var cancelled: [Reservation]
    /// The landmarks they are at, by id.
    package var landmarks: [Int: BookableLandmark]
}
