import AuthDomain
import Logging

/// Writes the domain's events to the log, one line each: account ids and
/// reasons only, so the log never holds an email or a password.
enum AuthLog {
    static func record(_ event: AuthEvent, to logger: Logger) {
        switch event {
        case let .signedUp(userID):
            logger.info("account created", metadata: ["event": "account.created", "user.id": "\(userID)"])
        case let .loggedIn(userID):
            logger.info("logged in", metadata: ["event": "login.succeeded", "user.id": "\(userID)"])
        case let .logInRefused(reason):
            logger.notice("log-in refused", metadata: ["event": "login.refused", "reason": "\(reason.rawValue)"])
        case let .passwordChanged(userID):
            logger.info("password changed", metadata: ["event": "password.changed", "user.id": "\(userID)"])
        case let .passwordChangeRefused(userID):
            logger.notice(
                "password change refused: wrong current password",
                metadata: ["event": "password.change-refused", "user.id": "\(userID)"])
        case let .accountDeleted(userID):
            logger.info("account deleted", metadata: ["event": "account.deleted", "user.id": "\(userID)"])
        case let .accountDeletionRefused(userID):
            logger.notice(
                "account deletion refused: wrong password",
                metadata: ["event": "account.deletion-refused", "user.id": "\(userID)"])
        }
    }
}
