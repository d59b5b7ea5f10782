import Foundation
import Logging
import Metrics
import NotificationsData
import NotificationsDomain
import ServiceLifecycle

/// Hands waiting mail to the transport, beside the server, on every host: a
/// round every second when idle, five a second while mail keeps coming (at
/// once again after a full round), claims keeping two hosts off one mail.
/// Mail the transport refuses for now waits by the retry schedule; sent and
/// failed mail is forgotten after 30 days.
struct MailDelivery: Service {
    let deliver: DeliverDueMail
    let outbox: any MailOutbox
    let backlog: MailBacklog
    let logger: Logger
    let now: @Sendable () -> Date
    var interval: Duration = .seconds(1)
    var gatherInterval: Duration = .milliseconds(200)
    /// The most mails one round claims.
    var batch = 100

    func run() async throws {
        await cancelWhenGracefulShutdown { await rounds() }
    }

    private func rounds() async {
        var lastPrune = Date.distantPast
        var lastMeasure = Date.distantPast
        while !Task.isCancelled {
            var tried = 0
            do {
                tried = try await deliver(limit: batch)
                // Once a second is as often as anyone reads the gauges.
                if now().timeIntervalSince(lastMeasure) >= 1 {
                    lastMeasure = now()
                    try await measure()
                }
                if now().timeIntervalSince(lastPrune) > 3_600 {
                    lastPrune = now()
                    _ = try await outbox.prune(before: now().addingTimeInterval(-30 * 86_400))
                }
            } catch {
                // The database is away: mail waits in it, nothing is lost.
                logger.warning("mail: a delivery round failed", metadata: ["error": "\(error)"])
            }
            // Idle, a round a second; busy, a short wait lets mail gather so
            // that a round hands over many; a full round goes on at once.
            if tried == 0 {
                try? await Task.sleep(for: interval)
            } else if tried < batch {
                try? await Task.sleep(for: gatherInterval)
            }
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
