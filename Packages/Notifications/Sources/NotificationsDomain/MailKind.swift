/// Why a mail is sent: each kind has its own template and subject.
public enum MailKind: String, Sendable, Equatable, Codable, CaseIterable {
    /// A new account.
    case welcome
    /// A stay was booked.
    case bookingConfirmed = "booking-confirmed"
    /// A stay was cancelled.
    case bookingCancelled = "booking-cancelled"
    /// An account's password was changed.
    case passwordChanged = "password-changed"
    /// An account was deleted.
    case accountDeleted = "account-deleted"
    /// A link to set a new password was asked for.
    case passwordReset = "password-reset"
    /// A campsite freed up for every night of a stay the person watches.
    case stayAvailable = "stay-available"

    /// Whether the mail carries a secret (a reset link): its words are
    /// removed from the outbox once it is sent, and not shown again.
    public var carriesSecret: Bool { self == .passwordReset }

    /// What is kept of the words of a mail that carried a secret, once sent.
    public static let secretRemoved = "This mail held a link to set a new password. It is not kept once sent."
}
