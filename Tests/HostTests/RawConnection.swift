import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One TCP connection to the host, driven byte by byte: what a stalled,
/// slow or old client does, which no HTTP client library will do on purpose.
struct RawConnection {
    /// What came back, and how long after the last write the server closed
    /// the connection (nil: still open when we stopped listening).
    struct Outcome {
        var received: String
        var closedAfter: Double?
    }

    let port: Int

    /// Connects, sends `bytes` (maybe an incomplete request, maybe nothing),
    /// then reads until the server closes or `listenFor` seconds pass. The
    /// blocking socket calls run on a thread of their own, never on the
    /// concurrency pool the in-process server answers from.
    /// `sendAfter` seconds pass between connecting and sending; with
    /// `sendWhen`, it sends once that holds (asked every 10 ms, for at most
    /// `listenFor` seconds).
    /// `trickle` bytes follow one at a time, `every` seconds apart, while it
    /// listens (a slow sender).
    func exchange(
        _ bytes: String, sendAfter delay: Double = 0, sendWhen ready: (@Sendable () -> Bool)? = nil,
        trickle: String = "", every interval: Double = 1, listenFor seconds: Double
    ) async throws -> Outcome {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(
                    with: Result {
                        try blockingExchange(
                            bytes, sendAfter: delay, sendWhen: ready, trickle: Array(trickle.utf8), every: interval,
                            listenFor: seconds)
                    })
            }
        }
    }

    private func blockingExchange(
        _ bytes: String, sendAfter delay: Double, sendWhen ready: (@Sendable () -> Bool)?, trickle: [UInt8],
        every interval: Double, listenFor seconds: Double
    ) throws -> Outcome {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw POSIXError(.ENOTSOCK) }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw POSIXError(.ECONNREFUSED) }
        // Short receive timeouts, so the loop below can watch the clock.
        var timeout = timeval(tv_sec: 0, tv_usec: 100_000)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        if delay > 0 { Thread.sleep(forTimeInterval: delay) }
        if let ready {
            let deadline = Date().addingTimeInterval(seconds)
            while !ready(), Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        }
        let payload = Array(bytes.utf8)
        // MSG_NOSIGNAL: a server that has closed the connection makes send fail
        // with EPIPE; without it the kernel's SIGPIPE ends the whole test run
        // with no summary.
        if !payload.isEmpty {
            _ = payload.withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        }
        let start = Date()
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var trickled = 0
        while Date().timeIntervalSince(start) < seconds {
            if trickled < trickle.count, Date().timeIntervalSince(start) >= Double(trickled + 1) * interval {
                _ = withUnsafePointer(to: trickle[trickled]) { send(socket, $0, 1, Int32(MSG_NOSIGNAL)) }
                trickled += 1
            }
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                received += buffer[0..<count]
            } else if count == 0 {
                return Outcome(
                    received: String(decoding: received, as: UTF8.self), closedAfter: Date().timeIntervalSince(start))
            } else if errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR {
                // A reset is a close too.
                return Outcome(
                    received: String(decoding: received, as: UTF8.self), closedAfter: Date().timeIntervalSince(start))
            }
        }
        return Outcome(received: String(decoding: received, as: UTF8.self), closedAfter: nil)
    }
}
