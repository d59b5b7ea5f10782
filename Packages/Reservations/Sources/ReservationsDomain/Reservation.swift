import Foundation

/// One campsite booked at a landmark for a range of nights.
public struct Reservation: Sendable, Equatable, Identifiable {
    public var id: UUID
    public var landmarkID: Int
    public var ownerID: UUID
    public var stay: Stay
    public var guests: Int
    public var notes: String
    public var status: ReservationStatus
    public var createdAt: Date
    /// What one night cost when it was booked, in US cents; a later change of
    /// the landmark's fee does not change it.
    public var nightlyFee: Int
    /// What the stay cost when it was booked: the fee times the nights.
    public var total: Int
    public var confirmationCode: ConfirmationCode

    public init(
        id: UUID, landmarkID: Int, ownerID: UUID, stay: Stay, guests: Int, notes: String, status: ReservationStatus,
        createdAt: Date, nightlyFee: Int, total: Int, confirmationCode: ConfirmationCode
    ) {
        self.id = id
        self.landmarkID = landmarkID
        self.ownerID = ownerID
        self.stay = stay
        self.guests = guests
        self.notes = notes
        self.status = status
        self.createdAt = createdAt
        self.nightlyFee = nightlyFee
        self.total = total
        self.confirmationCode = confirmationCode
    }

    /// Whether it still holds a campsite: a cancelled one does not.
    public var holdsCampsite: Bool { status != .cancelled }

    /// Whether it can still be cancelled on `today` (the landmark's day):
    /// until the day before its check-in day, never once cancelled.
    public func canBeCancelled(today: Day) -> Bool { status != .cancelled && today < stay.checkIn }

    /// Upcoming until its check-out day; past from then on.
    public func isUpcoming(today: Day) -> Bool { stay.checkOut > today }
}

public enum ReservationStatus: String, Sendable, CaseIterable {
    /// Every booking is confirmed the moment its nights are taken: there is
    /// no held or pending step (no payment, no approval).
    case confirmed
    case cancelled

    public var title: String {
        switch self {
        case .confirmed: "Confirmed"
        case .cancelled: "Cancelled"
        }
    }
}
