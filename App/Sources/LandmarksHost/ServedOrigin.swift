import Synchronization

/// Where people reach the app, for links that leave it (mail): the public
/// URL when one is set, else the address the server listens on, with the
/// port it was given (`--port 0` takes any free one, known only once it
/// listens). A wildcard address is read as this machine.
final class ServedOrigin: Sendable {
    private let publicOrigin: String?
    private let host: String
    private let port: Mutex<Int>

    init(_ configuration: HostConfiguration) {
        publicOrigin = configuration.publicOrigin
        let name = ["0.0.0.0", "::", ""].contains(configuration.hostname) ? "127.0.0.1" : configuration.hostname
        host = name.contains(":") ? "[\(name)]" : name
        port = Mutex(configuration.port)
    }

    /// The server listens on `port`.
    func listening(on port: Int) {
        self.port.withLock { $0 = port }
    }

    var value: String {
        publicOrigin ?? "http://\(host):\(port.withLock { $0 })"
    }
}
