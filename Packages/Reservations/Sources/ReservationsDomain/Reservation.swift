import Foundation

/// One campsite booked at a landmark for a range of nights.
public struct Reservation: Sendable, Equatable, Identifiable {
    public var id: UUID
    /// The landmark stayed at.
    public var landmarkID: Int
    /// The account that booked it.
    public var ownerID: UUID
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
    /// What one night cost when it was booked, in US cents; a later change of
    /// the landmark's fee does not change it.
    public var nightlyFee: Int
    /// What the stay cost when it was booked: the fee times the nights.
    public var total: Int
    /// The code people read out.
    public var confirmationCode: ConfirmationCode
    /// The campsite it holds, such as `A12`; nil only while a stay made
    /// before sites existed waits for the migration that gives it one.
    public var siteNumber: String?

    /// A reservation with these values.
    public init(
        id: UUID, landmarkID: Int, ownerID: UUID, stay: Stay, guests: Int, notes: String, status: ReservationStatus,
        createdAt: Date, nightlyFee: Int, total: Int, confirmationCode: ConfirmationCode, siteNumber: String? = nil
    ) {
        self.siteNumber = siteNumber
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

/// Where a reservation stands.
public enum ReservationStatus: String, Sendable, CaseIterable {
    /// Every booking is confirmed the moment its nights are taken: there is
    /// no held or pending step (no payment, no approval).
    case confirmed
    /// Cancelled by its owner; its nights are free again.
    case cancelled

    /// The status as pages show it.
    public var title: String {
        switch self {
        case .confirmed: "Confirmed"
        case .cancelled: "Cancelled"
        }
    }
}
