import Foundation

/// The question behind a search by dates, "where can I camp on these
/// nights?", answered for every landmark at once: the stay as the booking
/// rules read it, and the landmarks with some night of it already full.
package struct FullLandmarks: Sendable {
    let reservations: any ReservationRepository
    let today: Today

    /// A search is judged by the calendar of the westernmost landmarks
    /// (Hawaii): a night that is still bookable anywhere may be searched;
    /// a landmark where it has passed refuses the booking itself.
    static let searchTimeZone = TimeZone(identifier: "Pacific/Honolulu") ?? .gmt

    package init(reservations: any ReservationRepository, today: Today) {
        self.reservations = reservations
        self.today = today
    }

    /// Throws `ReservationsError.invalid` naming each field that breaks a
    /// rule (check-in, check-out, guests) before reading anything.
    package func callAsFunction(checkIn: Day, checkOut: Day, guests: Int) async throws -> Set<Int> {
        let stay = try BookingRules.validateSearch(
            checkIn: checkIn, checkOut: checkOut, guests: guests, today: today.at(Self.searchTimeZone))
        return try await reservations.fullLandmarks(nights: stay.checkIn..<stay.checkOut)
    }
}
