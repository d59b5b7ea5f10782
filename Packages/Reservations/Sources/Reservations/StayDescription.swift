import Foundation

/// A stay in the words Reservations' own pages use: what another feature
/// says about a booked or cancelled stay (a mail) without knowing its rules.
/// Paths are the app's own.
public struct StayDescription: Sendable, Equatable {
    /// The landmark's name as its page shows it.
    public var landmarkName: String
    /// The landmark's page.
    public var landmarkPath: String
    /// "Fri 5 Dec – Sun 7 Dec 2026, 2 nights".
    public var stayText: String
    /// How many nights.
    public var nights: Int
    /// How many people.
    public var guests: Int
    /// As money is written: "$20.00".
    public var nightlyFee: String
    /// The fee times the nights.
    public var total: String
    /// The code people read out at the gate.
    public var confirmationCode: String
    /// Until when it can be cancelled for free, with its last day.
    public var cancellationRule: String
    /// The trip's page.
    public var tripPath: String
}
