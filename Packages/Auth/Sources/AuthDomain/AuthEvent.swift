import Foundation

/// What happened in Auth that an operator wants in the log: account ids and
/// reasons, never an email, a name or a password.
public enum AuthEvent: Sendable, Equatable {
    public enum Refusal: String, Sendable {
        /// An unknown email or a wrong password: told apart nowhere.
        case wrongCredentials = "wrong-credentials"
        case throttled
    }

    case signedUp(userID: UUID)
    case loggedIn(userID: UUID)
    case logInRefused(Refusal)
    case passwordChanged(userID: UUID)
    /// The current password given was wrong.
    case passwordChangeRefused(userID: UUID)
    case accountDeleted(userID: UUID)
    /// The password given to confirm was wrong.
    case accountDeletionRefused(userID: UUID)
}
