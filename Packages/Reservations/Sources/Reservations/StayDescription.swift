import API
import Foundation
import ReservationsDomain

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

extension StayDescription {
    /// `stay` as its landmark's pages word it; nil when its landmark or its
    /// dates cannot be read (a landmark removed since).
    init?(_ stay: StayEvent, landmarks: any LandmarkDirectory) async throws {
        guard let checkIn = Day(iso: stay.checkIn), let checkOut = Day(iso: stay.checkOut), checkIn < checkOut,
            let landmark = try await landmarks.landmark(id: stay.landmarkID)
        else { return nil }
        let nights = Stay(checkIn: checkIn, checkOut: checkOut)
        self.init(
            landmarkName: landmark.name, landmarkPath: landmark.href, stayText: StayText.stay(nights),
            nights: nights.nightCount, guests: stay.guests, nightlyFee: USDollars.text(cents: stay.nightlyFeeCents),
            total: USDollars.text(cents: stay.totalCents), confirmationCode: stay.confirmationCode,
            cancellationRule: BookingRules.cancellationRule(for: nights),
            tripPath: ReservationsPage.detail(id: stay.reservationID).location.href)
    }
}
