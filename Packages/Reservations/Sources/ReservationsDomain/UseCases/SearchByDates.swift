import Foundation

/// The question behind a search by dates, "where can I camp on these
/// nights?", answered for every landmark at once: the stay as the booking
/// rules read it, and the landmarks where no site that takes the party is
/// free on every night of it (a stay keeps one site throughout).
package struct SearchByDates: Sendable {
    let reservations: any ReservationRepository
    let landmarks: any LandmarkDirectory
    let today: Today

    /// A search is judged by the calendar of the westernmost landmarks
    /// (Hawaii): a night that is still bookable anywhere may be searched;
    /// a landmark where it has passed refuses the booking itself.
    static let searchTimeZone = TimeZone(identifier: "Pacific/Honolulu") ?? .gmt

    package init(reservations: any ReservationRepository, landmarks: any LandmarkDirectory, today: Today) {
        self.reservations = reservations
        self.landmarks = landmarks
        self.today = today
    }

    /// What a search finds: the landmarks full for the party, and at every
    /// other one what a night costs at the site the party would be given now
    /// (`SiteChoice`), which the booking form's review then shows.
    package struct Answer: Sendable, Equatable {
        /// The landmarks where the stay cannot be booked now: no site that
        /// takes the party is free on every night, or a night is not yet
        /// open by the landmark's window.
        package var full: Set<Int>
        /// By landmark id, for every landmark with campsites not full: the
        /// nightly fee, in US cents, of the site the party would be given.
        package var nightlyFees: [Int: Int]
    }

    /// Throws `ReservationsError.invalid` naming each field that breaks a
    /// rule (check-in, check-out, guests) before reading anything. The
    /// search asks nothing of vehicles, so the party brings as many as a
    /// booking that does not say (`BookingRules.unsaidVehicles`): the form
    /// it links to then books what it showed. An accessible site counts:
    /// it is anyone's once no other fitting site is free.
    package func callAsFunction(checkIn: Day, checkOut: Day, guests: Int) async throws -> Answer {
        let stay = try BookingRules.validateSearch(
            checkIn: checkIn, checkOut: checkOut, guests: guests, today: today.at(Self.searchTimeZone))
        let campgrounds = try await landmarks.landmarksWithCampsites()
        let taken = try await reservations.sitesTaken(anyNightOf: stay.checkIn..<stay.checkOut)
        var answer = Answer(full: [], nightlyFees: [:])
        for landmark in campgrounds {
            if today.opening(of: stay, at: landmark) != nil {
                answer.full.insert(landmark.id)
                continue
            }
            var booking = Booking(landmarkID: landmark.id, stay: stay, guests: guests, notes: "")
            booking.nightlyFee = landmark.nightlyFee
            if let site = SiteChoice.firstFree(for: booking, among: landmark.sites, taken: taken[landmark.id] ?? []) {
                answer.nightlyFees[landmark.id] = booking.nightlyFee(at: site)
            } else {
                answer.full.insert(landmark.id)
            }
        }
        return answer
    }
}
