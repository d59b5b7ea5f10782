import Logging

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive lock on a file beside a SQLite database, held while one
/// process migrates it. The kernel drops it if the process dies, so a
/// crashed host never leaves the others waiting.
final class MigrationLockFile {
    private let path: String
    private let descriptor: Int32

    struct CannotOpen: Error, CustomStringConvertible {
        var path: String
        var description: String { "cannot open the migration lock \(path)" }
    }

    init(path: String) throws {
        self.path = path
        descriptor = open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw CannotOpen(path: path) }
    }

    /// Polls rather than blocks, so no thread of the cooperative pool is
    /// held while another host migrates.
    func acquire(logger: Logger) async throws {
        var said = false
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            if !said {
                logger.notice("waiting for another process to finish migrating", metadata: ["lock": "\(path)"])
                said = true
            }
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    func release() {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
