import API
import APIClient
import Foundation
import ReservationsApi
import ReservationsDomain

/// One of the caller's reservations as a client shows it, checked against
/// the domain's rules: real days, check-out after check-in, the nights they
/// make, a known status.
public struct BookedStay: Sendable, Equatable, Identifiable {
    public var id: UUID
    /// The landmark stayed at.
    public var landmarkID: Int
    /// Nil when the landmark is no longer known.
    public var landmarkName: String?
    /// The nights.
    public var stay: Stay
    /// How many people stay.
    public var guests: Int
    /// Notes for the ranger.
    public var notes: String
    /// Confirmed or cancelled.
    public var status: ReservationStatus
    /// When it was booked.
    public var createdAt: Date
    /// What a night cost and what the stay cost when booked, in US cents.
    public var nightlyFee: Int
    /// The stay's price when booked, in US cents.
    public var total: Int
    /// The code people read out.
    public var confirmationCode: ConfirmationCode
    /// The campsite held (`A12`); nil from a server before sites.
    public var siteNumber: String?

    /// A stay with these values.
    public init(
        id: UUID, landmarkID: Int, landmarkName: String?, stay: Stay, guests: Int, notes: String,
        status: ReservationStatus, createdAt: Date, nightlyFee: Int, total: Int, confirmationCode: ConfirmationCode,
        siteNumber: String? = nil
    ) {
        self.siteNumber = siteNumber
        self.id = id
        self.landmarkID = landmarkID
        self.landmarkName = landmarkName
        self.stay = stay
        self.guests = guests
        self.notes = notes
        self.status = status
        self.createdAt = createdAt
        self.nightlyFee = nightlyFee
        self.total = total
        self.confirmationCode = confirmationCode
    }

    /// The record, or the rule it breaks (as the reason of a dropped record).
    public init(_ record: ReservationDTO) throws(APIClientError) {
        func reject(_ reason: String) -> APIClientError {
            .rejected(DroppedRecord(id: "reservation \(record.id)", reason: reason))
        }
        guard let checkIn = Day(iso: record.checkIn), let checkOut = Day(iso: record.checkOut) else {
            throw reject("\(record.checkIn) to \(record.checkOut) are not both days.")
        }
        guard checkOut > checkIn else { throw reject("It checks out (\(checkOut)) before it checks in (\(checkIn)).") }
        let stay = Stay(checkIn: checkIn, checkOut: checkOut)
        guard stay.nightCount == record.nights else {
            throw reject("It says \(record.nights) nights for a stay of \(stay.nightCount).")
        }
        guard BookingRules.guests.contains(record.guests) else { throw reject("It has \(record.guests) guests.") }
        guard let status = ReservationStatus(rawValue: record.status) else {
            throw reject("Its status \"\(record.status.prefix(40))\" is unknown.")
        }
        guard record.nightlyFeeCents >= 0, record.totalCents == record.nightlyFeeCents * record.nights else {
            throw reject(
                "It costs \(record.totalCents) cents for \(record.nights) nights at \(record.nightlyFeeCents).")
        }
        guard let code = ConfirmationCode(record.confirmationCode) else {
            throw reject("Its confirmation code \"\(record.confirmationCode.prefix(20))\" is not one.")
        }
        self.init(
            id: record.id, landmarkID: record.landmarkId, landmarkName: record.landmarkName, stay: stay,
            guests: record.guests, notes: record.notes, status: status, createdAt: record.createdAt,
            nightlyFee: record.nightlyFeeCents, total: record.totalCents, confirmationCode: code,
            siteNumber: record.siteNumber)
    }
}

/// The caller's reservations that keep the rules, and those that did not.
public struct BookedStays: Sendable, Equatable {
    /// The reservations that kept the rules, soonest check-in first.
    public var items: [BookedStay]
    /// The records left out, and why.
    public var dropped: [DroppedRecord]

    /// A list of `items`, and what was dropped.
    public init(items: [BookedStay], dropped: [DroppedRecord] = []) {
        self.items = items
        self.dropped = dropped
    }

    init(records: [ReservationDTO]) {
        var items: [BookedStay] = []
        var dropped: [DroppedRecord] = []
        for record in records {
            do throws(APIClientError) {
                items.append(try BookedStay(record))
            } catch {
                if case .rejected(let record) = error { dropped.append(record) }
            }
        }
        self.init(items: items, dropped: dropped)
    }
}
