import Foundation

/// What a mail about a stay says of it, in words people read: handed over by
/// the host's edge from the booking feature's event and its description of
/// the stay. Paths are the app's own (`/reservations/…`); the mail makes
/// them absolute.
public struct StayNotice: Sendable, Equatable {
    /// The event the mail answers: a second notice with the same cause and
    /// kind writes nothing, so an event handed over twice makes one mail.
    public var cause: UUID
    /// Whose stay it is.
    public var accountID: UUID
    /// The landmark's name.
    public var landmarkName: String
    /// The landmark's page.
    public var landmarkPath: String
    /// The stay as people write it: "Fri 5 Dec – Sun 7 Dec 2026, 2 nights".
    public var stayText: String
    /// How many people.
    public var guests: Int
    /// The fee per night, as money is written ("$20.00").
    public var nightlyFee: String
    /// How many nights.
    public var nights: Int
    /// The fee times the nights.
    public var total: String
    /// The code people quote at the gate.
    public var confirmationCode: String
    /// Until when it can be cancelled for free, in words.
    public var cancellationRule: String
    /// The trip's page.
    public var tripPath: String

    /// A notice with these words, answering the event `cause`.
    public init(
        cause: UUID, accountID: UUID, landmarkName: String, landmarkPath: String, stayText: String, guests: Int,
        nightlyFee: String, nights: Int, total: String, confirmationCode: String, cancellationRule: String,
        tripPath: String
    ) {
        self.cause = cause
        self.accountID = accountID
        self.landmarkName = landmarkName
        self.landmarkPath = landmarkPath
        self.stayText = stayText
        self.guests = guests
        self.nightlyFee = nightlyFee
        self.nights = nights
        self.total = total
        self.confirmationCode = confirmationCode
        self.cancellationRule = cancellationRule
        self.tripPath = tripPath
    }
}

/// A stay in the words of the feature that books it: what a mail about it
/// says. The host's edge declares that feature's description conforms, so
/// the words cross without Notifications knowing that feature.
public protocol StayWords: Sendable {
    /// The landmark's name.
    var landmarkName: String { get }
    /// The landmark's page.
    var landmarkPath: String { get }
    /// The stay as people write it.
    var stayText: String { get }
    /// How many people.
    var guests: Int { get }
    /// The fee per night, as money is written.
    var nightlyFee: String { get }
    /// How many nights.
    var nights: Int { get }
    /// The fee times the nights.
    var total: String { get }
    /// The code people quote at the gate.
    var confirmationCode: String { get }
    /// Until when it can be cancelled for free, in words.
    var cancellationRule: String { get }
    /// The trip's page.
    var tripPath: String { get }
}

extension StayNotice {
    /// A notice in `words`, answering the event `cause`, about the stay of `accountID`.
    public init(cause: UUID, accountID: UUID, _ words: some StayWords) {
        self.init(
            cause: cause, accountID: accountID, landmarkName: words.landmarkName, landmarkPath: words.landmarkPath,
            stayText: words.stayText, guests: words.guests, nightlyFee: words.nightlyFee, nights: words.nights,
            total: words.total, confirmationCode: words.confirmationCode, cancellationRule: words.cancellationRule,
            tripPath: words.tripPath)
    }
}
