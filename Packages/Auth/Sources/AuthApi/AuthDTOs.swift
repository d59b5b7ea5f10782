import API
internal import AuthDomain
import Foundation

/// `POST /api/v1/auth/signup`
public struct SignUpRequest: Codable, Sendable, Equatable {
    /// The address to log in with.
    public var email: String
    /// The name to be shown by.
    public var name: String
    /// The password, as typed.
    public var password: String

    /// A sign-up with these values.
    public init(email: String, name: String, password: String) {
        self.email = email
        self.name = name
        self.password = password
    }
}

/// `POST /api/v1/auth/login`
public struct LogInRequest: Codable, Sendable, Equatable {
    /// The account's email.
    public var email: String
    /// The account's password.
    public var password: String

    /// A log-in with these values.
    public init(email: String, password: String) {
        self.email = email
        self.password = password
    }
}

/// An account as the API shows it: never a password or its hash.
public struct UserDTO: Codable, Sendable, Equatable {
    /// The account's id.
    public var id: UUID
    /// The account's email.
    public var email: String
    /// The account's name.
    public var name: String
    /// When the account was made.
    public var createdAt: Date

    /// An account with these values.
    public init(id: UUID, email: String, name: String, createdAt: Date) {
        self.id = id
        self.email = email
        self.name = name
        self.createdAt = createdAt
    }
}

/// The answer to a log-in: a bearer token for `Authorization: Bearer <token>`.
public struct TokenResponse: Codable, Sendable, Equatable {
    /// The bearer token.
    public var token: String
    /// When the token stops working.
    public var expiresAt: Date
    /// The account logged in.
    public var user: UserDTO

    /// An answer with these values.
    public init(token: String, expiresAt: Date, user: UserDTO) {
        self.token = token
        self.expiresAt = expiresAt
        self.user = user
    }
}

extension SignUpRequest: DocumentedFields {
    /// What the API contract says of each field.
    public static let fieldDocumentation: [String: JSONSchema] = [
        "email": .note(
            "The address to log in with; kept trimmed, in lower case and in one Unicode spelling (NFKC), one account"
                + " per address; refused with an invisible or direction-changing character, or with Latin, Greek"
                + " and Cyrillic letters mixed in one part.", format: "email",
            maxLength: Email.maxLength),
        "name": .note(
            "The name shown to the account's owner: something besides spaces, no control characters.", minLength: 1,
            maxLength: DisplayName.maxLength, pattern: DisplayName.pattern),
        "password": .note(
            "At least \(PasswordRules.minimumLength) characters and at most \(PasswordRules.maximumBytes) bytes in"
                + " UTF-8, with no NUL character.",
            minLength: PasswordRules.minimumLength, maxLength: PasswordRules.maximumBytes,
            pattern: PasswordRules.pattern),
    ]
}

extension LogInRequest: DocumentedFields {
    /// What the API contract says of each field.
    public static let fieldDocumentation: [String: JSONSchema] = [
        "email": .note("The account's address, in any case."),
        "password": .note("The account's password."),
    ]
}

extension UserDTO: DocumentedFields {
    /// What the API contract says of each field.
    public static let fieldDocumentation: [String: JSONSchema] = [
        "id": .note("The account's id."),
        "email": .note("The address it logs in with, in lower case.", format: "email"),
        "name": .note("The name shown to its owner."),
        "createdAt": .note("When the account was made."),
    ]
}

extension TokenResponse: DocumentedFields {
    /// What the API contract says of each field.
    public static let fieldDocumentation: [String: JSONSchema] = [
        "token": .note("Send it as `Authorization: Bearer <token>`; `POST /api/v1/auth/logout` ends it."),
        "expiresAt": .note("When the token stops working; log in again for a new one."),
        "user": .note("The account it belongs to."),
    ]
}

/// `POST /api/v1/auth/password-reset`
public struct ForgotPasswordRequest: Codable, Sendable, Equatable {
    /// The address whose account's password is forgotten.
    public var email: String

    /// A request for a reset link to `email`.
    public init(email: String) {
        self.email = email
    }
}

/// The answer to a reset link asked for: the same whether or not the address
/// has an account.
public struct ResetLinkSent: Codable, Sendable, Equatable {
    /// What to tell the person.
    public var message: String

    /// An answer saying `message`.
    public init(message: String) {
        self.message = message
    }

    /// The words of every such answer.
    public static let words =
        "If an account has this address, a link to set a new password is on its way to it. The link works once,"
        + " for 30 minutes."
}

/// `POST /api/v1/auth/password-reset/confirm`
public struct ResetPasswordRequest: Codable, Sendable, Equatable {
    /// The `token` of the reset link in the mail.
    public var token: String
    /// The new password.
    public var newPassword: String

    /// A new password set with a reset link's token.
    public init(token: String, newPassword: String) {
        self.token = token
        self.newPassword = newPassword
    }
}

extension ForgotPasswordRequest: DocumentedFields {
    /// What the API contract says of each field.
    public static let fieldDocumentation: [String: JSONSchema] = [
        "email": .note(
            "The address whose password is forgotten, in any case.", format: "email", maxLength: Email.maxLength)
    ]
}

extension ResetLinkSent: DocumentedFields {
    /// What the API contract says of each field.
    public static let fieldDocumentation: [String: JSONSchema] = [
        "message": .note("The same words whether or not the address has an account.")
    ]
}

extension ResetPasswordRequest: DocumentedFields {
    /// What the API contract says of each field.
    public static let fieldDocumentation: [String: JSONSchema] = [
        "token": .note("The `token` query parameter of the link in the mail."),
        "newPassword": .note(
            "At least \(PasswordRules.minimumLength) characters and at most \(PasswordRules.maximumBytes) bytes in"
                + " UTF-8, with no NUL character.",
            minLength: PasswordRules.minimumLength, maxLength: PasswordRules.maximumBytes,
            pattern: PasswordRules.pattern),
    ]
}
