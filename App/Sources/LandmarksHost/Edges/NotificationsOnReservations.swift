import EventOutbox
import Notifications
import Reservations

/// Notifications reacts to Reservations, after each change commits (ADR
/// 0123): a booked stay gets a confirmation, a cancelled one a mail saying
/// so, in the words Reservations describes the stay with. Stays are handed
/// over in batches, so a busy host writes their mail in one statement.
/// Removing either feature deletes this file.
enum NotificationsOnReservations {
    /// Subscribes Notifications to stays booked and cancelled.
    static func connect(_ list: FeatureList) throws {
        let reservations = try list[ReservationsAppFactory.self]
        let notifications = try list[NotificationsAppFactory.self]
        reservations.afterCommit.stayBooked.subscribeInBatches(notifications.name) { batch in
            try await notifications.bookingConfirmed(notices(batch, reservations))
        }
        reservations.afterCommit.stayCancelled.subscribeInBatches(notifications.name) { batch in
            try await notifications.bookingCancelled(notices(batch, reservations))
        }
    }

    /// Each stay in Reservations' words; a stay that cannot be described
    /// (its landmark is gone) is left out, and gets no mail.
    private static func notices(_ batch: [Delivered<StayEvent>], _ reservations: ReservationsAppFactory)
        async throws -> [StayNotice]
    {
        var notices: [StayNotice] = []
        for delivered in batch {
            let event = delivered.event
            guard let stay = try await reservations.describe(event) else { continue }
            notices.append(
                StayNotice(
                    cause: delivered.id, accountID: event.ownerID, landmarkName: stay.landmarkName,
                    landmarkPath: stay.landmarkPath, stayText: stay.stayText, guests: stay.guests,
                    nightlyFee: stay.nightlyFee, nights: stay.nights, total: stay.total,
                    confirmationCode: stay.confirmationCode, cancellationRule: stay.cancellationRule,
                    tripPath: stay.tripPath))
        }
        return notices
    }
}
