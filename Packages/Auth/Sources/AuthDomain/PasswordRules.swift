/// What a new password must be. The sign-up and change-password forms state
/// `summary` next to the field; the domain enforces it whatever the client.
public enum PasswordRules {
    /// The fewest characters a password may have.
    public static let minimumLength = 10
    /// bcrypt reads at most 72 bytes; longer passwords would be silently cut.
    public static let maximumBytes = 72

    /// No NUL character, which bcrypt reads as the end of the password (so
    /// `abc`, a NUL and anything after would be `abc`): the rule as a pattern
    /// (ECMAScript, as JSON Schema reads it).
    public static let pattern = "^[^\\u0000]*$"

    /// The rules in one sentence, for the forms.
    public static let summary =
        "At least \(minimumLength) characters, at most \(maximumBytes) (accented letters and emoji count as 2 to 4)."

    /// Throws a problem for `field` when `password` holds a NUL, is too short
    /// or too long, or is only spaces.
    public static func check(_ password: String, field: String = "password") throws(AuthError) {
        if password.unicodeScalars.contains("\0") {
            throw .invalid([.init(field: field, message: "A password cannot contain a NUL character (U+0000).")])
        }
        // In Unicode scalars, as the API's contract counts a length.
        if password.unicodeScalars.count < minimumLength {
            throw .invalid([.init(field: field, message: "Use at least \(minimumLength) characters for your password.")]
            )
        }
        if password.utf8.count > maximumBytes {
            throw .invalid([
                .init(
                    field: field,
                    message:
                        "Use at most \(maximumBytes) characters for your password (accented letters and emoji"
                        + " count as 2 to 4)."
                )
            ])
        }
        if password.trimmingWhitespace().isEmpty {
            throw .invalid([.init(field: field, message: "A password cannot be only spaces.")])
        }
    }
}
