import Foundation

/// A socket that listens on loopback and never accepts or answers: a mail
/// server hung. Closed, it leaves a port nothing listens on.
public final class SilentListener: Sendable {
    /// The loopback port it listens on.
    public let port: Int
    private let socket: Int32

    /// Listens on a free loopback port.
    public init() throws {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.socket = socket
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let listening = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(socket, pointer, length) == 0 && listen(socket, 4) == 0
                    && getsockname(socket, pointer, &length) == 0
            }
        }
        guard listening else {
            close(socket)
            throw MailServer.Failure("could not listen on loopback")
        }
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    deinit { close(socket) }
}
