import AuthDomain
import Foundation
import Synchronization

/// Accounts in memory, for the rules' tests.
final class InMemoryUsers: UserRepository {
    private let rows = Mutex<[UUID: (user: User, hash: String)]>([:])

    func create(email: Email, name: DisplayName, passwordHash: String) async throws -> User {
        try rows.withLock { rows in
            if rows.values.contains(where: { $0.user.email == email }) { throw AuthError.emailTaken }
            let user = User(id: UUID(), email: email, name: name, createdAt: Date())
            rows[user.id] = (user, passwordHash)
            return user
        }
    }

    func find(email: Email) async throws -> (user: User, passwordHash: String)? {
        rows.withLock { rows in rows.values.first { $0.user.email == email }.map { ($0.user, $0.hash) } }
    }

    func find(id: UUID) async throws -> (user: User, passwordHash: String)? {
        rows.withLock { rows in rows[id].map { ($0.user, $0.hash) } }
    }

    func users(ids: [UUID]) async throws -> [User] {
        rows.withLock { rows in ids.compactMap { rows[$0]?.user } }
    }

    func updatePasswordHash(of id: UUID, to hash: String) async throws {
        rows.withLock { rows in rows[id]?.hash = hash }
    }

    func delete(id: UUID) async throws {
        _ = rows.withLock { rows in rows.removeValue(forKey: id) }
    }

    var count: Int { rows.withLock { $0.count } }
}

/// A transparent "hash", so a test can see what was stored; counts its work.
final class PlainHasher: PasswordHasher {
    let verifications = Mutex(0)

    func hash(_ password: String) async throws -> String { "hashed:" + password }

    func verify(_ password: String, against hash: String) async throws -> Bool {
        verifications.withLock { $0 += 1 }
        return hash == "hashed:" + password
    }
}

/// Reads only the first 72 bytes of a password, as bcrypt does; counts its work.
final class TruncatingHasher: PasswordHasher {
    let verifications = Mutex(0)

    func hash(_ password: String) async throws -> String {
        "first72:" + String(decoding: password.utf8.prefix(72), as: UTF8.self)
    }

    func verify(_ password: String, against hash: String) async throws -> Bool {
        verifications.withLock { $0 += 1 }
        return hash == (try await self.hash(password))
    }
}

/// Takes a while over each check, as bcrypt does, so checks sent together
/// are in flight together.
final class SlowHasher: PasswordHasher {
    func hash(_ password: String) async throws -> String { "hashed:" + password }

    func verify(_ password: String, against hash: String) async throws -> Bool {
        try await Task.sleep(for: .milliseconds(20))
        return hash == "hashed:" + password
    }
}

final class ManualClock: Sendable {
    private let current = Mutex(Date(timeIntervalSince1970: 1_800_000_000))
    var now: Date { current.withLock { $0 } }
    func advance(_ seconds: TimeInterval) { current.withLock { $0 = $0.addingTimeInterval(seconds) } }
}

/// Keeps every event the use cases record.
final class EventLog: Sendable {
    private let storage = Mutex<[AuthEvent]>([])
    var events: [AuthEvent] { storage.withLock { $0 } }
    func record(_ event: AuthEvent) { storage.withLock { $0.append(event) } }
}
