import APIServer
import Hummingbird

/// Probes for process supervisors and load balancers: alive, and ready (the
/// database answers and has room to write, as `DatabaseAvailability` last
/// found it; the body says which is missing).
public enum HealthRoutes {
    /// The probes' paths, which the outage middleware always lets through.
    public static let paths: Set<String> = ["/healthz", "/readyz"]

    /// Adds `GET /healthz` (the process is up) and `GET /readyz` (the database
    /// answers, with room and a free slot) to `router`. A ready answer also
    /// carries each line `notes` give (something late that does not stop
    /// traffic, such as mail waiting); they never change the status.
    public static func add(
        to router: Router<AppRequestContext>, availability: DatabaseAvailability,
        notes: [@Sendable () -> String?] = []
    ) {
        // Alive: the process answers at all.
        router.get("/healthz") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "text/plain", .cacheControl: "no-store"],
                body: .init(byteBuffer: ByteBuffer(string: "ok\n")))
        }
        // Ready: the database answers too, so traffic can be sent here.
        router.get("/readyz") { _, _ in
            let readiness = await availability.readiness()
            let lines = [readiness.explanation] + (readiness == .ready ? notes.compactMap { $0() } : [])
            return Response(
                status: readiness == .ready ? .ok : .serviceUnavailable,
                headers: [.contentType: "text/plain", .cacheControl: "no-store"],
                body: .init(byteBuffer: ByteBuffer(string: lines.joined(separator: "\n") + "\n")))
        }
    }
}
