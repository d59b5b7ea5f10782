import Foundation

/// What happened in Auth that an operator wants in the log: account ids and
/// reasons, never an email, a name or a password.
public enum AuthEvent: Sendable, Equatable {
    /// Why a log-in was refused.
    public enum Refusal: String, Sendable {
        /// An unknown email or a wrong password: told apart nowhere.
        case wrongCredentials = "wrong-credentials"
        /// Too many failed attempts for the account or the address.
        case throttled
    }

    /// An account was made.
    case signedUp(userID: UUID)
    /// Someone logged in.
    case loggedIn(userID: UUID)
    /// A log-in was refused, and why.
    case logInRefused(Refusal)
    /// An account's password was changed.
    case passwordChanged(userID: UUID)
    /// The current password given was wrong.
    case passwordChangeRefused(userID: UUID)
    /// An account was deleted, with everything kept for it.
    case accountDeleted(userID: UUID)
    /// The password given to confirm was wrong.
    case accountDeletionRefused(userID: UUID)
    /// A reset link was sent to an account's address.
    case passwordResetRequested(userID: UUID)
    /// A reset link was asked for an address without an account: nothing was sent.
    case passwordResetForNobody
    /// A password was set through a reset link, ending every session.
    case passwordReset(userID: UUID)
}
