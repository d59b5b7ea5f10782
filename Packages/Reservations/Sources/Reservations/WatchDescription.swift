import Foundation
import ReservationsDomain

/// A watch answered, in the words Reservations' own pages use: what an alert
/// says without knowing Reservations' rules. Paths are the app's own.
public struct WatchDescription: Sendable, Equatable {
    /// The landmark's name as its page shows it.
    public var landmarkName: String
    /// The landmark's page.
    public var landmarkPath: String
    /// "Fri 5 Dec – Sun 7 Dec 2026, 2 nights".
    public var stayText: String
    /// How many people.
    public var guests: Int
    /// The booking form, filled with the watch's nights and party.
    public var bookingPath: String
    /// The person's alerts, where each can be ended.
    public var alertsPath: String
    /// Ends this watch in one click, signed out too (`List-Unsubscribe`).
    public var unsubscribePath: String
}

extension WatchDescription {
    /// `watch` as its landmark's pages word it; nil when its landmark or its
    /// dates cannot be read (a landmark removed since).
    init?(_ watch: StayWatchEvent, landmarks: any LandmarkDirectory) async throws {
        guard let checkIn = Day(iso: watch.checkIn), let checkOut = Day(iso: watch.checkOut), checkIn < checkOut,
            let landmark = try await landmarks.landmark(id: watch.landmarkID)
        else { return nil }
        self.init(
            landmarkName: landmark.name, landmarkPath: landmark.href,
            stayText: StayText.stay(Stay(checkIn: checkIn, checkOut: checkOut)), guests: watch.guests,
            bookingPath: ReservationsPage.book(
                landmarkID: watch.landmarkID, checkIn: watch.checkIn, checkOut: watch.checkOut, guests: watch.guests
            ).location.href,
            alertsPath: ReservationsPage.alerts.location.href,
            unsubscribePath: ReservationsPage.unsubscribe(token: watch.unsubscribeToken).location.href)
    }
}
