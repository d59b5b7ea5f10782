import AuthDomain
import Logging
import Metrics

/// What becomes of the domain's events: one log line each, with account ids
/// and reasons only (never an email or a password), and a count an operator
/// can watch (`landmarks_logins_total` by outcome, `landmarks_signups_total`).
enum AuthEvents {
    static func record(_ event: AuthEvent, to logger: Logger) {
        count(event)
        switch event {
        case .signedUp(let userID):
            logger.info("account created", metadata: ["event": "account.created", "user.id": "\(userID)"])
        case .loggedIn(let userID):
            logger.info("logged in", metadata: ["event": "login.succeeded", "user.id": "\(userID)"])
        case .logInRefused(let reason):
            logger.notice("log-in refused", metadata: ["event": "login.refused", "reason": "\(reason.rawValue)"])
        case .passwordChanged(let userID):
            logger.info("password changed", metadata: ["event": "password.changed", "user.id": "\(userID)"])
        case .passwordChangeRefused(let userID):
            logger.notice(
                "password change refused: wrong current password",
                metadata: ["event": "password.change-refused", "user.id": "\(userID)"])
        case .accountDeleted(let userID):
            logger.info("account deleted", metadata: ["event": "account.deleted", "user.id": "\(userID)"])
        case .accountDeletionRefused(let userID):
            logger.notice(
                "account deletion refused: wrong password",
                metadata: ["event": "account.deletion-refused", "user.id": "\(userID)"])
        case .passwordResetRequested(let userID):
            logger.info(
                "password reset link made", metadata: ["event": "password.reset-requested", "user.id": "\(userID)"])
        case .passwordResetForNobody:
            logger.info(
                "password reset asked for an address without an account; nothing sent",
                metadata: ["event": "password.reset-for-nobody"])
        case .passwordReset(let userID):
            logger.info(
                "password set through a reset link; every session ended",
                metadata: ["event": "password.reset", "user.id": "\(userID)"])
        }
    }

    private static func count(_ event: AuthEvent) {
        switch event {
        case .signedUp: Counter(label: "landmarks_signups_total").increment()
        case .loggedIn: Counter(label: "landmarks_logins_total", dimensions: [("outcome", "succeeded")]).increment()
        case .logInRefused(let reason):
            Counter(label: "landmarks_logins_total", dimensions: [("outcome", reason.rawValue)]).increment()
        case .passwordChanged, .passwordChangeRefused, .accountDeleted, .accountDeletionRefused,
            .passwordResetRequested, .passwordResetForNobody, .passwordReset:
            break
        }
    }
}
