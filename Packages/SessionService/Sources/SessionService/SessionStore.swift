import APIServer
import FluentKit
import FluentSQL
import Foundation
import Utilities

/// Opens, finds and ends sessions in the database the host gives it.
///
/// The database is the truth: a second host process on the same database
/// accepts a session the first one opened. Each host keeps the sessions it
/// has read in memory, answered from there only while each was seen in the
/// database less than `endingBound` ago (ADR 0106); `reverify()`, which the
/// host runs every quarter of that, keeps the live ones fresh.
/// So a session ended on this host is refused here at once, and one ended
/// anywhere else (another host, a command, an expiry) everywhere within the
/// bound.
public struct SessionStore: Sendable {
    /// How long after a session ends any host may still accept it.
    public static let endingBound: Duration = .seconds(2)

    /// The lifetimes new sessions get.
    public let policy: SessionPolicy
    private let database: @Sendable () -> any Database
    private let now: @Sendable () -> Date
    private let memory: VerifiedCache<String, StoredSession>

    /// A store on `database` that issues sessions by `policy`'s lifetimes.
    ///
    /// - Parameters:
    ///   - database: a handle for one unit of work on the host's database.
    ///   - policy: how long new sessions live.
    ///   - now: the wall clock, which expiry is judged by.
    ///   - clock: the monotonic clock the kept sessions are verified by.
    public init(
        database: @escaping @Sendable () -> any Database, policy: SessionPolicy = SessionPolicy(),
        now: @escaping @Sendable () -> Date = { Date() },
        clock: @escaping @Sendable () -> ContinuousClock.Instant = { .now }
    ) {
        self.database = database
        self.policy = policy
        self.now = now
        memory = VerifiedCache(bound: Self.endingBound, now: clock)
    }

    /// Opens a new session with a new token: signing in never reuses an id, so
    /// a token planted before sign-in is worth nothing after it. An account
    /// keeps at most `policy.sessionsPerAccount` sessions: opening one more
    /// ends the oldest.
    public func open(for user: SessionUser, credential: Caller.Credential) async throws -> IssuedSession {
        let token = SessionToken.random()
        let created = now()
        let lifetime = credential == .cookie ? policy.cookieLifetime : policy.bearerLifetime
        let expires = created.addingTimeInterval(lifetime)
        try await SessionModel(
            digest: token.digest, user: user, credential: credential.storedName, createdAt: created, expiresAt: expires
        ).create(on: database())
        try await endOldest(of: user.id)
        return IssuedSession(token: token, expiresAt: expires)
    }

    /// Ends the account's sessions past the newest `policy.sessionsPerAccount`.
    /// An account holds at most one more than that here, so reading its ids
    /// costs little.
    private func endOldest(of userID: UUID) async throws {
        let newestFirst = try await SessionModel.query(on: database()).filter(\.$userID == userID)
            .sort(\.$createdAt, .descending).sort(\.$id).all(\.$id)
        let beyond = Array(newestFirst.dropFirst(max(1, policy.sessionsPerAccount)))
        guard !beyond.isEmpty else { return }
        try await SessionModel.query(on: database()).filter(\.$id ~~ beyond).delete()
        let ended = Set(beyond)
        memory.forget { digest, _ in ended.contains(digest) }
    }

    /// The caller a token stands for, or nil when the token is unknown, ended,
    /// expired, or presented the wrong way (a cookie token as a bearer token).
    ///
    /// Every API call and page of a signed-in person asks this: answered from
    /// memory while the session was seen within the bound, otherwise one
    /// query through SQLKit (no model built by reflection).
    public func caller(for token: SessionToken, credential: Caller.Credential) async throws -> Caller? {
        let digest = token.digest
        guard let stored = try await memory.value(for: digest, read: { try await read(digest) }),
            stored.credential == credential.storedName, stored.expiresAt > now()
        else { return nil }
        return Caller(
            userID: stored.userID, name: stored.name, email: stored.email, credential: credential,
            sessionToken: token.value)
    }

    private func read(_ digest: String) async throws -> StoredSession? {
        guard
            let row = try await sql().select()
                .columns("user_id", "user_name", "user_email", "credential", "expires_at")
                .from(SessionModel.schema).where("id", .equal, digest).first()
        else { return nil }
        return StoredSession(
            userID: try row.decode(column: "user_id", as: UUID.self),
            name: try row.decode(column: "user_name", as: String.self),
            email: try row.decode(column: "user_email", as: String.self),
            credential: try row.decode(column: "credential", as: String.self),
            expiresAt: try row.decode(column: "expires_at", as: Date.self))
    }

    /// Confirms the sessions kept in memory against the database, a few
    /// hundred per query, and drops the ones that ended or expired.
    public func reverify() async throws {
        try await memory.reverify { kept in
            let sql = try sql()
            var live: [String: StoredSession] = [:]
            let digests = Array(kept.keys)
            for start in stride(from: 0, to: digests.count, by: 500) {
                let chunk = Array(digests[start..<min(start + 500, digests.count)])
                let rows = try await sql.select().column("id").from(SessionModel.schema)
                    .where("id", .in, chunk).where("expires_at", .greaterThan, now()).all()
                for row in rows {
                    let digest = try row.decode(column: "id", as: String.self)
                    live[digest] = kept[digest]
                }
            }
            return live
        }
    }

    /// Ends one session.
    public func close(_ token: SessionToken) async throws {
        try await SessionModel.query(on: database()).filter(\.$id == token.digest).delete()
        memory.forget(token.digest)
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
        // Inside a larger transaction this comes before the commit: a read
        // in between may keep a session a little longer, never past the bound.
        memory.forget { digest, stored in stored.userID == userID && digest != kept?.digest }
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

/// A session's row as it is kept in memory.
struct StoredSession: Sendable {
    let userID: UUID
    let name: String
    let email: String
    let credential: String
    let expiresAt: Date
}

extension SessionStore {
    private func sql() throws -> any SQLDatabase {
        guard let sql = database() as? any SQLDatabase else { throw SessionStoreError.notSQL }
        return sql
    }
}

enum SessionStoreError: Error {
    /// The sessions live in a database that is not SQL: never the case with
    /// the host's SQLite or PostgreSQL.
    case notSQL
}
