import API
import APIClient
import Foundation
import ReservationsApi
import ReservationsDomain

/// One of the caller's alerts (a stay they wait for) as a client shows it,
/// checked against the domain's rules: real days, check-out after check-in,
/// the nights they make.
public struct WatchedStay: Sendable, Equatable, Identifiable {
    public var id: UUID
    /// The landmark.
    public var landmarkID: Int
    /// Nil when the landmark is no longer known.
    public var landmarkName: String?
    /// The nights wanted.
    public var stay: Stay
    /// How many people.
    public var guests: Int
    /// When it was asked for.
    public var createdAt: Date

    /// An alert with these values.
    public init(id: UUID, landmarkID: Int, landmarkName: String?, stay: Stay, guests: Int, createdAt: Date) {
        self.id = id
        self.landmarkID = landmarkID
        self.landmarkName = landmarkName
        self.stay = stay
        self.guests = guests
        self.createdAt = createdAt
    }

    /// The record, or the rule it breaks (as the reason of a dropped record).
    public init(_ record: AlertDTO) throws(APIClientError) {
        func reject(_ reason: String) -> APIClientError {
            .rejected(DroppedRecord(id: "alert \(record.id)", reason: reason))
        }
        guard let checkIn = Day(iso: record.checkIn), let checkOut = Day(iso: record.checkOut), checkOut > checkIn
        else { throw reject("\(record.checkIn) to \(record.checkOut) are not a stay.") }
        let stay = Stay(checkIn: checkIn, checkOut: checkOut)
        guard stay.nightCount == record.nights else {
            throw reject("It says \(record.nights) nights for a stay of \(stay.nightCount).")
        }
        guard BookingRules.guests.contains(record.guests) else { throw reject("It has \(record.guests) guests.") }
        self.init(
            id: record.id, landmarkID: record.landmarkId, landmarkName: record.landmarkName, stay: stay,
            guests: record.guests, createdAt: record.createdAt)
    }
}
