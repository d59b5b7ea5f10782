import Logging
import Metrics
import ReservationsDomain

/// What becomes of the domain's events: one log line each, with ids as
/// metadata and no personal data, and a count an operator can watch
/// (`landmarks_bookings_total` by outcome: confirmed, refused, over_limit; `landmarks_cancellations_total`).
enum ReservationsEvents {
    static func record(_ event: ReservationsEvent, to logger: Logger) {
        count(event)
        switch event {
        case .booked(let reservationID, let landmarkID, let ownerID, let nights):
            logger.info(
                "reservation booked",
                metadata: [
                    "event": "reservation.booked", "reservation.id": "\(reservationID)", "landmark.id": "\(landmarkID)",
                    "user.id": "\(ownerID)", "nights": "\(nights)",
                ])
        case .bookingRefused(let landmarkID, let ownerID, let fullNight):
            logger.info(
                "booking refused: a night is full",
                metadata: [
                    "event": "reservation.refused", "landmark.id": "\(landmarkID)", "user.id": "\(ownerID)",
                    "night": "\(fullNight.iso)",
                ])
        case .bookingOverLimit(let landmarkID, let ownerID, let limit):
            logger.info(
                "booking refused: over the account's limits",
                metadata: [
                    "event": "reservation.over_limit", "landmark.id": "\(landmarkID)", "user.id": "\(ownerID)",
                    "limit": "\(limit.rawValue)",
                ])
        case .cancelled(let reservationID, let landmarkID, let ownerID):
            logger.info(
                "reservation cancelled",
                metadata: [
                    "event": "reservation.cancelled", "reservation.id": "\(reservationID)",
                    "landmark.id": "\(landmarkID)", "user.id": "\(ownerID)",
                ])
        }
    }

    private static func count(_ event: ReservationsEvent) {
        switch event {
        case .booked: Counter(label: "landmarks_bookings_total", dimensions: [("outcome", "confirmed")]).increment()
        case .bookingRefused:
            Counter(label: "landmarks_bookings_total", dimensions: [("outcome", "refused")]).increment()
        case .bookingOverLimit:
            Counter(label: "landmarks_bookings_total", dimensions: [("outcome", "over_limit")]).increment()
        case .cancelled: Counter(label: "landmarks_cancellations_total").increment()
        }
    }
}
