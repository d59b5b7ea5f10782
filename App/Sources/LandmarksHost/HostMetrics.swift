import Hummingbird
import Metrics
import Prometheus

/// The numbers an operator watches, in Prometheus's text format at
/// `GET /metrics`: requests by method, route template and status with their
/// latency (Hummingbird's `MetricsMiddleware`), and the counters the features
/// keep through swift-metrics (bookings, log-ins). One registry per process.
/// Only the clients the operator names may read them (`metricsReaders`,
/// loopback by default); to anyone else the path does not exist (ADR 0109).
public enum HostMetrics {
    public static let path = "/metrics"

    /// Whether `client` (after trusted proxies) is one of `readers`; an IPv4
    /// client on an IPv6 socket counts as its IPv4 address.
    static func allows(_ client: String?, readers: Set<String>) -> Bool {
        guard var client else { return false }
        if client.hasPrefix("::ffff:"), client.contains(".") { client.removeFirst("::ffff:".count) }
        return readers.contains(client)
    }

    /// Sends every metric made from now on to a new registry, and returns it.
    /// Call once, at start, before the app is built.
    public static func bootstrap() -> PrometheusCollectorRegistry {
        let registry = PrometheusCollectorRegistry()
        MetricsSystem.bootstrap(PrometheusMetricsFactory(registry: registry))
        return registry
    }

    static func response(_ registry: PrometheusCollectorRegistry) -> Response {
        Response(
            status: .ok,
            headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8", .cacheControl: "no-store"],
            body: .init(byteBuffer: ByteBuffer(bytes: registry.emitToBuffer())))
    }
}
