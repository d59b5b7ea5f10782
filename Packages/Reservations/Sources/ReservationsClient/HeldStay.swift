import API
import APIClient
import Foundation
import ReservationsApi
import ReservationsDomain

/// The caller's hold as a client shows it: a site kept until `heldUntil`
/// at the fee confirming it costs, checked against the domain's rules.
public struct HeldStay: Sendable, Equatable, Identifiable {
    /// Also the id of the reservation confirming it makes.
    public var id: UUID
    /// The landmark the site is at.
    public var landmarkID: Int
    /// Nil when the landmark is no longer known.
    public var landmarkName: String?
    /// The site kept (`A12`).
    public var siteNumber: String
    /// The nights kept.
    public var stay: Stay
    /// How many people stay.
    public var guests: Int
    /// What one night costs when confirmed, in US cents.
    public var nightlyFee: Int
    /// What the stay costs when confirmed, in US cents.
    public var total: Int
    /// The code the reservation will carry.
    public var confirmationCode: String
    /// The first instant the hold keeps nothing: a screen counts down to it.
    public var heldUntil: Date

    /// A hold with these values.
    public init(
        id: UUID, landmarkID: Int, landmarkName: String?, siteNumber: String, stay: Stay, guests: Int,
        nightlyFee: Int, total: Int, confirmationCode: String, heldUntil: Date
    ) {
        self.id = id
        self.landmarkID = landmarkID
        self.landmarkName = landmarkName
        self.siteNumber = siteNumber
        self.stay = stay
        self.guests = guests
        self.nightlyFee = nightlyFee
        self.total = total
        self.confirmationCode = confirmationCode
        self.heldUntil = heldUntil
    }

    /// The record, or the rule it breaks (as the reason of a dropped record).
    public init(_ record: HoldDTO) throws(APIClientError) {
        func reject(_ reason: String) -> APIClientError {
            .rejected(DroppedRecord(id: "hold \(record.id)", reason: reason))
        }
        guard let checkIn = Day(iso: record.checkIn), let checkOut = Day(iso: record.checkOut), checkOut > checkIn
        else { throw reject("\(record.checkIn) to \(record.checkOut) are not a stay.") }
        let stay = Stay(checkIn: checkIn, checkOut: checkOut)
        guard stay.nightCount == record.nights else {
            throw reject("It says \(record.nights) nights for a stay of \(stay.nightCount).")
        }
        guard record.totalCents == record.nightlyFeeCents * record.nights else {
            throw reject(
                "It costs \(record.totalCents) cents for \(record.nights) nights at \(record.nightlyFeeCents).")
        }
        self.init(
            id: record.id, landmarkID: record.landmarkId, landmarkName: record.landmarkName,
            siteNumber: record.siteNumber, stay: stay, guests: record.guests, nightlyFee: record.nightlyFeeCents,
            total: record.totalCents, confirmationCode: record.confirmationCode, heldUntil: record.heldUntil)
    }

    /// Whole seconds left at `now`, rounded up; 0 once it has expired.
    public func secondsLeft(at now: Date) -> Int {
        max(0, Int(heldUntil.timeIntervalSince(now).rounded(.up)))
    }
}
