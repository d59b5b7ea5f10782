import AuthDomain
import HummingbirdBcrypt

/// bcrypt, on the password hashing pool: at cost 12 a hash takes about a
/// quarter of a second of a core, which must stall neither the event loops
/// nor the database's blocking threads (ADR 0128).
struct BcryptPasswordHasher: PasswordHasher {
    let cost: UInt8
    var pool: PasswordHashingPool = .shared

    func hash(_ password: String) async throws -> String {
        let cost = cost
        return try await pool.run { Bcrypt.hash(password, cost: cost) }
    }

    func verify(_ password: String, against hash: String) async throws -> Bool {
        try await pool.run { Bcrypt.verify(password, hash: hash) }
    }

    func verify(_ password: String, against hash: String, inTurnOf lane: String) async throws -> Bool {
        try await pool.run(lane: lane) { Bcrypt.verify(password, hash: hash) }
    }
}
