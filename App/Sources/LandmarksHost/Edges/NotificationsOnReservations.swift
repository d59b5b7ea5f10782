import Notifications
import Reservations

/// Notifications reacts to Reservations, after each change commits (ADR
/// 0121): a booked stay gets a confirmation, a cancelled one a mail saying
/// so, in the words Reservations describes the stay with. Removing either
/// feature deletes this file.
enum NotificationsOnReservations {
    /// Subscribes Notifications to stays booked and cancelled.
    static func connect(_ list: FeatureList) throws {
        let reservations = try list[ReservationsAppFactory.self]
        let notifications = try list[NotificationsAppFactory.self]
        reservations.afterCommit.stayBooked.subscribe(notifications.name) { delivered in
            guard let stay = try await notice(delivered.event, reservations) else { return }
            try await notifications.bookingConfirmed(stay, cause: delivered.id)
        }
        reservations.afterCommit.stayCancelled.subscribe(notifications.name) { delivered in
            guard let stay = try await notice(delivered.event, reservations) else { return }
            try await notifications.bookingCancelled(stay, cause: delivered.id)
        }
    }

    /// The stay in Reservations' words; nil when it cannot be described
    /// (its landmark is gone), and then no mail is written.
    private static func notice(_ event: StayEvent, _ reservations: ReservationsAppFactory) async throws
        -> StayNotice?
    {
        try await reservations.describe(event).map { stay in
            StayNotice(
                accountID: event.ownerID, landmarkName: stay.landmarkName, landmarkPath: stay.landmarkPath,
                stayText: stay.stayText, guests: stay.guests, nightlyFee: stay.nightlyFee, nights: stay.nights,
                total: stay.total, confirmationCode: stay.confirmationCode, cancellationRule: stay.cancellationRule,
                tripPath: stay.tripPath)
        }
    }
}
