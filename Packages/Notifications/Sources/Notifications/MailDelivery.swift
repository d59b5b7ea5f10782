import Foundation
import Logging
import Metrics
import NotificationsData
import NotificationsDomain
import ServiceLifecycle

/// Hands waiting mail to the transport, beside the server, on every host: a
/// round every second (at once again while mail is due), claims keeping two
/// hosts off one mail. Mail the transport refuses for now waits by the
/// retry schedule; sent and failed mail is forgotten after 30 days.
struct MailDelivery: Service {
    let deliver: DeliverDueMail
    let outbox: any MailOutbox
    let backlog: MailBacklog
    let logger: Logger
    let now: @Sendable () -> Date
    var interval: Duration = .seconds(1)

    func run() async throws {
        await cancelWhenGracefulShutdown { await rounds() }
    }

    private func rounds() async {
        var lastPrune = Date.distantPast
        while !Task.isCancelled {
            var tried = 0
            do {
                tried = try await deliver()
                try await measure()
                if now().timeIntervalSince(lastPrune) > 3_600 {
                    lastPrune = now()
                    _ = try await outbox.prune(before: now().addingTimeInterval(-30 * 86_400))
                }
            } catch {
                // The database is away: mail waits in it, nothing is lost.
                logger.warning("mail: a delivery round failed", metadata: ["error": "\(error)"])
            }
            if tried == 0 { try? await Task.sleep(for: interval) }
        }
    }

    /// The gauges an operator watches: how much mail waits, and for how long.
    func measure() async throws {
        let waiting = try await outbox.waiting()
        backlog.record(count: waiting.count, oldest: waiting.oldest)
        Gauge(label: "landmarks_mail_waiting").record(waiting.count)
        Gauge(label: "landmarks_mail_oldest_waiting_seconds").record(
            waiting.oldest.map { max(0, now().timeIntervalSince($0)) } ?? 0)
    }
}
