import Hummingbird
import Metrics
import Prometheus

/// The numbers an operator watches, in Prometheus's text format at
/// `GET /metrics`: requests by method, route template and status with their
/// latency (Hummingbird's `MetricsMiddleware`), and the counters the features
/// keep through swift-metrics (bookings, log-ins). One registry per process.
public enum HostMetrics {
    public static let path = "/metrics"

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
