import Logging
import Metrics
import NotificationsDomain

/// What becomes of each try to deliver a mail: a count by outcome
/// (`landmarks_mail_deliveries_total`: sent, deferred, failed), and a log
/// line when a mail fails for good (once: it is never tried again). Ids and
/// kinds only, never an address.
enum NotificationsEvents {
    static func record(_ mail: OutgoingMail, _ outcome: DeliveryOutcome, to logger: Logger) {
        Counter(label: "landmarks_mail_deliveries_total", dimensions: [("outcome", outcome.label)]).increment()
        switch outcome {
        case .sent:
            logger.debug(
                "mail sent", metadata: ["event": "mail.sent", "mail.id": "\(mail.id)", "kind": "\(mail.kind.rawValue)"])
        case .transientFailure(let reason), .serverUnavailable(let reason):
            logger.info(
                "mail deferred",
                metadata: [
                    "event": "mail.deferred", "mail.id": "\(mail.id)", "kind": "\(mail.kind.rawValue)",
                    "attempts": "\(mail.attempts)", "reason": "\(reason)",
                ])
        case .permanentFailure(let reason):
            logger.error(
                "mail failed for good",
                metadata: [
                    "event": "mail.failed", "mail.id": "\(mail.id)", "kind": "\(mail.kind.rawValue)",
                    "attempts": "\(mail.attempts)", "reason": "\(reason)",
                ])
        }
    }
}
