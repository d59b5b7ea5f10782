import Foundation
import ReservationsDomain

/// A watch whose nights a release made bookable, as Reservations publishes
/// it after the release commits (ADR 0142): the watch's facts and the secret
/// of its unsubscribe link, which the mail carries. What a person reads about
/// it is `ReservationsAppFactory.describe(_:)`'s.
public struct StayWatchEvent: Codable, Sendable, Equatable {
    /// The watch.
    public var watchID: UUID
    /// Whose watch it is.
    public var ownerID: UUID
    /// Where.
    public var landmarkID: Int
    /// The first night, `YYYY-MM-DD`.
    public var checkIn: String
    /// The morning of leaving, `YYYY-MM-DD`.
    public var checkOut: String
    /// How many people.
    public var guests: Int
    /// The secret of the watch's one-click unsubscribe link.
    public var unsubscribeToken: String

    init(_ watch: StayWatch) {
        watchID = watch.id
        ownerID = watch.ownerID
        landmarkID = watch.landmarkID
        checkIn = watch.stay.checkIn.iso
        checkOut = watch.stay.checkOut.iso
        guests = watch.guests
        unsubscribeToken = watch.unsubscribeToken
    }
}
