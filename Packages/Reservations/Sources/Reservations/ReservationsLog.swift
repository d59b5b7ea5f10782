import Logging
import ReservationsDomain

/// Writes the domain's events to the log, one line each with ids as
/// metadata: what an operator counts and searches, with no personal data.
enum ReservationsLog {
    static func record(_ event: ReservationsEvent, to logger: Logger) {
        switch event {
        case let .booked(reservationID, landmarkID, ownerID, nights):
            logger.info(
                "reservation booked",
                metadata: [
                    "event": "reservation.booked", "reservation.id": "\(reservationID)", "landmark.id": "\(landmarkID)",
                    "user.id": "\(ownerID)", "nights": "\(nights)",
                ])
        case let .bookingRefused(landmarkID, ownerID, fullNight):
            logger.info(
                "booking refused: a night is full",
                metadata: [
                    "event": "reservation.refused", "landmark.id": "\(landmarkID)", "user.id": "\(ownerID)",
                    "night": "\(fullNight.iso)",
                ])
        case let .cancelled(reservationID, landmarkID, ownerID):
            logger.info(
                "reservation cancelled",
                metadata: [
                    "event": "reservation.cancelled", "reservation.id": "\(reservationID)",
                    "landmark.id": "\(landmarkID)", "user.id": "\(ownerID)",
                ])
        }
    }
}
