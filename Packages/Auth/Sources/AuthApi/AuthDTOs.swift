import Foundation

/// `POST /api/v1/auth/signup`
public struct SignUpRequest: Codable, Sendable, Equatable {
    public var email: String
    public var name: String
    public var password: String

    public init(email: String, name: String, password: String) {
        self.email = email
        self.name = name
        self.password = password
    }
}

/// `POST /api/v1/auth/login`
public struct LogInRequest: Codable, Sendable, Equatable {
    public var email: String
    public var password: String

    public init(email: String, password: String) {
        self.email = email
        self.password = password
    }
}

/// An account as the API shows it: never a password or its hash.
public struct UserDTO: Codable, Sendable, Equatable {
    public var id: UUID
    public var email: String
    public var name: String
    public var createdAt: Date

    public init(id: UUID, email: String, name: String, createdAt: Date) {
        self.id = id
        self.email = email
        self.name = name
        self.createdAt = createdAt
    }
}

/// The answer to a log-in: a bearer token for `Authorization: Bearer <token>`.
public struct TokenResponse: Codable, Sendable, Equatable {
    public var token: String
    public var expiresAt: Date
    public var user: UserDTO

    public init(token: String, expiresAt: Date, user: UserDTO) {
        self.token = token
        self.expiresAt = expiresAt
        self.user = user
    }
}
