import AuthDomain
import HummingbirdBcrypt
import NIOPosix

/// bcrypt, run on NIO's blocking thread pool: at cost 12 a hash takes a
/// noticeable fraction of a second, which must not stall the event loop that
/// serves other requests.
struct BcryptPasswordHasher: PasswordHasher {
    let cost: UInt8

    func hash(_ password: String) async throws -> String {
        let cost = cost
        return try await NIOThreadPool.singleton.runIfActive { Bcrypt.hash(password, cost: cost) }
    }

    func verify(_ password: String, against hash: String) async throws -> Bool {
        try await NIOThreadPool.singleton.runIfActive { Bcrypt.verify(password, hash: hash) }
    }
}
