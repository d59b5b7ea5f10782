import Auth
import Reservations

/// Reservations reacts to Auth: a deleted account's stays go, freeing their
/// nights, inside the transaction that deletes it (ADR 0113). Removing either
/// feature deletes this file.
enum ReservationsOnAuth {
    /// Subscribes Reservations to Auth's account deletion.
    static func connect(_ list: FeatureList) throws {
        let reservations = try list[ReservationsAppFactory.self]
        try list[AuthAppFactory.self].accountDeleted.subscribe(reservations.name) { event, transaction in
            try await reservations.deleteStays(of: event.userID, on: transaction)
        }
    }
}
