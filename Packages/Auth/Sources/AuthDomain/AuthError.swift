/// Everything that can go wrong when signing up, in or out, in words a person
/// can act on. Field errors name the field, so a form shows each message
/// beside its input and the API lists them one per field.
public enum AuthError: Error, Equatable, Sendable {
    /// One or more fields broke their rules.
    case invalid([FieldProblem])
    /// Another account already uses this email.
    case emailTaken
    /// Unknown email or wrong password: deliberately the same error, so the
    /// answer does not tell which emails have accounts.
    case wrongCredentials
    /// The current password given to confirm a change was wrong.
    case wrongPassword
    /// Too many failed logins; try again after this many seconds.
    case tooManyAttempts(retryAfter: Int)
    /// Too many accounts made from this address lately; try again after this many seconds.
    case tooManySignUps(retryAfter: Int)
    /// The account no longer exists (deleted in another tab, say).
    case accountNotFound
    /// Too many password reset links asked for this address, or from this
    /// client address, lately; try again after this many seconds. The same
    /// whether or not the address has an account.
    case tooManyResetRequests(retryAfter: Int)
    /// A password reset link that is not one, has expired, or was used.
    case resetLinkUnusable

    /// What to tell the person, in words they can act on.
    public var message: String {
        switch self {
        case .invalid(let problems): problems.map(\.message).joined(separator: " ")
        case .emailTaken: "An account with this email already exists. Log in instead, or use another email."
        case .wrongCredentials: "That email and password do not match an account."
        case .wrongPassword: "That is not your current password."
        case .tooManyAttempts(let seconds):
            "Too many failed attempts. Try again in \(max(1, (seconds + 59) / 60)) minute\(seconds > 60 ? "s" : "")."
        case .tooManySignUps(let seconds):
            "Too many accounts were made from your address lately. Try again in \(max(1, (seconds + 59) / 60)) minutes."
        case .accountNotFound: "This account no longer exists."
        case .tooManyResetRequests(let seconds):
            "Too many reset links were asked for lately. Try again in \(max(1, (seconds + 59) / 60)) minutes."
        case .resetLinkUnusable:
            "This reset link has expired or was already used. Ask for a new one: each link works once, for 30 minutes."
        }
    }
}

/// A field and what is wrong with it.
public struct FieldProblem: Equatable, Sendable {
    /// The field's name, as the form and the API name it.
    public var field: String
    /// What is wrong with it, and how to put it right.
    public var message: String

    /// A problem with `field`, told by `message`.
    public init(field: String, message: String) {
        self.field = field
        self.message = message
    }
}
