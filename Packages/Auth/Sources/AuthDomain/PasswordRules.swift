/// What a new password must be. The sign-up and change-password forms state
/// `summary` next to the field; the domain enforces it whatever the client.
public enum PasswordRules {
    /// The fewest characters a password may have.
    public static let minimumLength = 10
    /// bcrypt reads at most 72 bytes; longer passwords would be silently cut.
    public static let maximumBytes = 72

    /// The rules in one sentence, for the forms.
    public static let summary = "At least \(minimumLength) characters (at most \(maximumBytes) bytes)."

    /// Throws a problem for `field` when `password` is too short or too long.
    public static func check(_ password: String, field: String = "password") throws(AuthError) {
        // In Unicode scalars, as the API's contract counts a length.
        if password.unicodeScalars.count < minimumLength {
            throw .invalid([.init(field: field, message: "Use at least \(minimumLength) characters for your password.")]
            )
        }
        if password.utf8.count > maximumBytes {
            throw .invalid([.init(field: field, message: "Use at most \(maximumBytes) bytes for your password.")])
        }
        if password.trimmingWhitespace().isEmpty {
            throw .invalid([.init(field: field, message: "A password cannot be only spaces.")])
        }
    }
}
