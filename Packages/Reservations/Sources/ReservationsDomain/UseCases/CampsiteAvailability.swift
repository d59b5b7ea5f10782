import Foundation

/// Free campsites per night at a landmark, a month at a time.
package struct CampsiteAvailability: Sendable {
    let reservations: any ReservationRepository
    let landmarks: any LandmarkDirectory
    let today: Today

    package init(reservations: any ReservationRepository, landmarks: any LandmarkDirectory, today: Today) {
        self.reservations = reservations
        self.landmarks = landmarks
        self.today = today
    }

    /// The month named `YYYY-MM`, or this month at `landmark` when `text` is nil or empty.
    package func month(named text: String?, at landmark: BookableLandmark) throws(ReservationsError) -> Month {
        guard let text, !text.isEmpty else { return today.at(landmark).month }
        guard let month = Month(iso: text), (2000...2100).contains(month.year) else { throw .invalidMonth(text) }
        return month
    }

    package func callAsFunction(landmarkID: Int, month: Month) async throws -> MonthAvailability {
        guard let landmark = try await landmarks.landmark(id: landmarkID) else {
            throw ReservationsError.landmarkNotFound
        }
        return try await callAsFunction(landmark: landmark, month: month)
    }

    /// For a landmark the caller has already looked up (to name the month
    /// at it, say): one lookup per request, not two.
    package func callAsFunction(landmark: BookableLandmark, month: Month) async throws -> MonthAvailability {
        let landmarkID = landmark.id
        let days = month.days
        let taken = try await reservations.takenCampsites(
            landmarkID: landmarkID, nights: days[0]..<days[days.count - 1].adding(days: 1))
        let today = self.today.at(landmark)
        let lastNight = today.adding(months: BookingRules.monthsAhead).adding(days: -1)
        let nights = days.map { night in
            NightAvailability(
                night: night, free: max(0, landmark.campsites - (taken[night] ?? 0)),
                bookable: night >= today && night <= lastNight)
        }
        return MonthAvailability(landmark: landmark, month: month, today: today, nights: nights)
    }
}

package struct MonthAvailability: Sendable, Equatable {
    package var landmark: BookableLandmark
    package var month: Month
    /// Today at the landmark: nights before it are past.
    package var today: Day
    package var nights: [NightAvailability]
}

package struct NightAvailability: Sendable, Equatable {
    package var night: Day
    package var free: Int
    /// Whether a stay can start on it at all (not past, not too far ahead).
    package var bookable: Bool
}
