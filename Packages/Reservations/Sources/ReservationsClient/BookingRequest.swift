import Foundation
import ReservationsDomain

/// What a booking screen sends. `requestKey` is made once per booking and
/// sent again with every retry, so a retry after a lost answer is answered
/// with the first booking, never a second one.
public struct BookingRequest: Sendable, Equatable {
    public var landmarkID: Int
    public var checkIn: Day
    public var checkOut: Day
    public var guests: Int
    public var notes: String
    public var requestKey: String

    public init(
        landmarkID: Int, checkIn: Day, checkOut: Day, guests: Int, notes: String = "",
        requestKey: String = UUID().uuidString
    ) {
        self.landmarkID = landmarkID
        self.checkIn = checkIn
        self.checkOut = checkOut
        self.guests = guests
        self.notes = notes
        self.requestKey = requestKey
    }
}
