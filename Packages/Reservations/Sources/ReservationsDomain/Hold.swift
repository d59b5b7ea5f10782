import Foundation

/// A site and nights kept for one person for fifteen minutes while they
/// confirm (issue 48): the site-nights count as taken for everyone else, and
/// confirming within the time books them at the fee that was shown. An
/// expired hold frees them by itself: the store reads a held site-night past
/// its time as free, whether or not anything has tidied it away.
public struct Hold: Sendable, Equatable, Identifiable {
    /// Also the reservation's id once confirmed.
    public var id: UUID
    /// The landmark the site is at.
    public var landmarkID: Int
    /// The account it is kept for.
    public var ownerID: UUID
    /// The site kept, such as `A12`.
    public var siteNumber: String
    /// The nights kept.
    public var stay: Stay
    /// How many people stay.
    public var guests: Int
    /// How many vehicles come.
    public var vehicles: Int
    /// Notes for the ranger, kept for the reservation.
    public var notes: String
    /// The fee of one night at the site, in US cents: what confirming pays.
    public var nightlyFee: Int
    /// The fee times the nights.
    public var total: Int
    /// The code the reservation will carry.
    public var confirmationCode: ConfirmationCode
    /// When it was placed.
    public var createdAt: Date
    /// The first instant the hold no longer keeps anything.
    public var heldUntil: Date

    /// Fifteen minutes: time to read the review page and confirm, short
    /// enough that nights nobody confirms go back quickly. A host may set
    /// another (`reservations.holdSeconds`).
    public static let length: TimeInterval = 15 * 60

    /// A hold with these values.
    public init(
        id: UUID, landmarkID: Int, ownerID: UUID, siteNumber: String, stay: Stay, guests: Int, vehicles: Int,
        notes: String, nightlyFee: Int, total: Int, confirmationCode: ConfirmationCode, createdAt: Date,
        heldUntil: Date
    ) {
        self.id = id
        self.landmarkID = landmarkID
        self.ownerID = ownerID
        self.siteNumber = siteNumber
        self.stay = stay
        self.guests = guests
        self.vehicles = vehicles
        self.notes = notes
        self.nightlyFee = nightlyFee
        self.total = total
        self.confirmationCode = confirmationCode
        self.createdAt = createdAt
        self.heldUntil = heldUntil
    }

    /// Whether it still keeps its site-nights at `now`.
    public func isOpen(at now: Date) -> Bool { now < heldUntil }

    /// Whole seconds left at `now`, rounded up; 0 once it has expired.
    public func secondsLeft(at now: Date) -> Int {
        max(0, Int(heldUntil.timeIntervalSince(now).rounded(.up)))
    }

    /// The time left in words, never more than there is: "14 minutes",
    /// "1 minute", "45 seconds", "no time".
    public func timeLeftWords(at now: Date) -> String {
        Self.words(seconds: Int(heldUntil.timeIntervalSince(now).rounded(.down)))
    }

    /// A length of time in words, in whole minutes from two minutes up:
    /// "15 minutes", "1 minute", "45 seconds", "no time".
    public static func words(seconds: Int) -> String {
        switch seconds {
        case 120...: return "\(seconds / 60) minutes"
        case 60..<120: return "1 minute"
        case 1: return "1 second"
        case 2..<60: return "\(seconds) seconds"
        default: return "no time"
        }
    }

    /// The confirmed reservation it becomes at `now`.
    public func reservation(confirmedAt now: Date) -> Reservation {
        Reservation(
            id: id, landmarkID: landmarkID, ownerID: ownerID, stay: stay, guests: guests, notes: notes,
            status: .confirmed, createdAt: now, nightlyFee: nightlyFee, total: total,
            confirmationCode: confirmationCode, siteNumber: siteNumber)
    }
}
