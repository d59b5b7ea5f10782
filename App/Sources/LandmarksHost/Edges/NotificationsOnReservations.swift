import EventOutbox
import Notifications
import Reservations

/// Notifications reacts to Reservations, after each change commits (ADR
/// 0129): a booked stay gets a confirmation, a cancelled one a mail saying
/// so, and a watch a release answered an alert (ADR 0142), in the words
/// Reservations describes them with. Events are handed over in batches, so
/// a busy host writes their mail in one statement; one that cannot be
/// described (its landmark is gone) gets no mail. Removing either feature
/// deletes this file.
enum NotificationsOnReservations {
    /// Subscribes Notifications to stays booked and cancelled and to watches answered.
    static func connect(_ list: FeatureList) throws {
        let reservations = try list[ReservationsAppFactory.self]
        let notifications = try list[NotificationsAppFactory.self]
        let (events, name) = (reservations.afterCommit, notifications.name)
        @Sendable func stays(_ batch: [Delivered<StayEvent>]) async throws -> [StayNotice] {
            try await batch.compactMapEvents { delivered in
                try await reservations.describe(delivered.event).map {
                    StayNotice(cause: delivered.id, accountID: delivered.event.ownerID, $0)
                }
            }
        }
        events.stayBooked.subscribeInBatches(name) { try await notifications.bookingConfirmed(stays($0)) }
        events.stayCancelled.subscribeInBatches(name) { try await notifications.bookingCancelled(stays($0)) }
        events.stayWatchAnswered.subscribeInBatches(name) { batch in
            try await notifications.stayAvailable(
                batch.compactMapEvents { delivered in
                    try await reservations.describe(delivered.event).map {
                        WatchNotice(cause: delivered.id, accountID: delivered.event.ownerID, $0)
                    }
                })
        }
    }
}

// The descriptions carry exactly the words the mails need.
extension StayDescription: @retroactive StayWords {}
extension WatchDescription: @retroactive WatchWords {}
