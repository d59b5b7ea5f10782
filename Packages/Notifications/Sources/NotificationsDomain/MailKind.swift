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
}
