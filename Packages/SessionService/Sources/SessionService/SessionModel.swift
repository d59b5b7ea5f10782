import FluentKit
import Foundation

/// A row of `sessions`. The user's name and email are copied in at sign-in, so
/// that reading the caller is one lookup by primary key and SessionService never
/// reads a table that belongs to Auth (ADR 0106).
final class SessionModel: Model, @unchecked Sendable {
    // @unchecked: Fluent models are mutable classes by design. A SessionModel is
    // created, filled and saved inside one call of SessionStore and never shared
    // between tasks, which is what makes the unchecked conformance safe.
    static let schema = "sessions"

    /// The SHA-256 digest of the token, hex: never the token itself.
    @ID(custom: "id", generatedBy: .user) var id: String?
    @Field(key: "user_id") var userID: UUID
    @Field(key: "user_name") var userName: String
    @Field(key: "user_email") var userEmail: String
    /// "cookie" or "bearer": a token only works the way it was issued.
    @Field(key: "credential") var credential: String
    @Field(key: "created_at") var createdAt: Date
    @Field(key: "expires_at") var expiresAt: Date

    init() {}

    init(digest: String, user: SessionUser, credential: String, createdAt: Date, expiresAt: Date) {
        self.id = digest
        self.userID = user.id
        self.userName = user.name
        self.userEmail = user.email
        self.credential = credential
        self.createdAt = createdAt
        self.expiresAt = expiresAt
    }
}
