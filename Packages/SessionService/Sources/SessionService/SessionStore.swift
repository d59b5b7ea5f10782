import APIServer
import FluentKit
import FluentSQL
import Foundation

/// Opens, finds and ends sessions in the database the host gives it.
///
/// Nothing about a session is kept in memory: a second host process on the
/// same database accepts a session the first one opened, and ending it in one
/// ends it everywhere.
public struct SessionStore: Sendable {
    public let policy: SessionPolicy
    private let database: @Sendable () -> any Database
    private let now: @Sendable () -> Date

    public init(
        database: @escaping @Sendable () -> any Database, policy: SessionPolicy = SessionPolicy(),
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.database = database
        self.policy = policy
        self.now = now
    }

    /// Opens a new session with a new token: signing in never reuses an id, so
    /// a token planted before sign-in is worth nothing after it.
    public func open(for user: SessionUser, credential: Caller.Credential) async throws -> IssuedSession {
        let token = SessionToken.random()
        let created = now()
        let lifetime = credential == .cookie ? policy.cookieLifetime : policy.bearerLifetime
        let expires = created.addingTimeInterval(lifetime)
        try await SessionModel(
            digest: token.digest, user: user, credential: credential.storedName, createdAt: created, expiresAt: expires
        ).create(on: database())
        return IssuedSession(token: token, expiresAt: expires)
    }

    /// The caller a token stands for, or nil when the token is unknown, ended,
    /// expired, or presented the wrong way (a cookie token as a bearer token).
    ///
    /// Every API call and page of a signed-in person asks this, so it reads
    /// the row through SQLKit: one query, no model built by reflection.
    public func caller(for token: SessionToken, credential: Caller.Credential) async throws -> Caller? {
        guard let sql = database() as? any SQLDatabase else {
            throw SessionStoreError.notSQL
        }
        guard let row = try await sql.select()
            .columns("user_id", "user_name", "user_email", "credential", "expires_at")
            .from(SessionModel.schema).where("id", .equal, token.digest).first(),
            try row.decode(column: "credential", as: String.self) == credential.storedName,
            try row.decode(column: "expires_at", as: Date.self) > now()
        else { return nil }
        return Caller(
            userID: try row.decode(column: "user_id", as: UUID.self), name: try row.decode(column: "user_name", as: String.self),
            email: try row.decode(column: "user_email", as: String.self), credential: credential, sessionToken: token.value)
    }

    /// Ends one session.
    public func close(_ token: SessionToken) async throws {
        try await SessionModel.query(on: database()).filter(\.$id == token.digest).delete()
    }

    /// Ends every session of a user, optionally but one (the one changing the
    /// password stays signed in). Pass the transaction when it is part of a
    /// larger change, such as deleting the account.
    public func closeAll(of userID: UUID, except kept: SessionToken? = nil, on transaction: (any Database)? = nil)
        async throws
    {
        let query = SessionModel.query(on: transaction ?? database()).filter(\.$userID == userID)
        if let kept {
            query.filter(\.$id != kept.digest)
        }
        try await query.delete()
    }

    /// Deletes every expired session; returns how many went.
    @discardableResult
    public func deleteExpired() async throws -> Int {
        let cutoff = now()
        let expired = try await SessionModel.query(on: database()).filter(\.$expiresAt <= cutoff).count()
        if expired > 0 {
            try await SessionModel.query(on: database()).filter(\.$expiresAt <= cutoff).delete()
        }
        return expired
    }

    /// How many live sessions a user has (for tests and the account page).
    public func openSessions(of userID: UUID) async throws -> Int {
        try await SessionModel.query(on: database()).filter(\.$userID == userID).filter(\.$expiresAt > now()).count()
    }
}

extension Caller.Credential {
    var storedName: String {
        switch self {
        case .cookie: "cookie"
        case .bearer: "bearer"
        }
    }
}

enum SessionStoreError: Error {
    /// The sessions live in a database that is not SQL: never the case with
    /// the host's SQLite or PostgreSQL.
    case notSQL
}
