import Foundation

/// One round of delivery: every mail due is claimed, handed over, and
/// recorded as sent, deferred (to a later try, by the retry schedule) or
/// failed. A mail is marked only after the transport answers, so a host that
/// dies mid-round leaves its claims to lapse and the mails to go out again,
/// with the same `Message-ID`.
package struct DeliverDueMail: Sendable {
    let outbox: any MailOutbox
    let transport: any MailTransport
    let sender: Mailbox
    let schedule: RetrySchedule
    let holder: String
    /// How long a claim lasts: longer than a slow server takes for a round.
    let claim: TimeInterval
    let now: @Sendable () -> Date
    let record: @Sendable (OutgoingMail, DeliveryOutcome) -> Void

    package init(
        outbox: any MailOutbox, transport: any MailTransport, sender: Mailbox, schedule: RetrySchedule = .standard,
        holder: String, claim: TimeInterval = 120, now: @escaping @Sendable () -> Date,
        record: @escaping @Sendable (OutgoingMail, DeliveryOutcome) -> Void
    ) {
        self.outbox = outbox
        self.transport = transport
        self.sender = sender
        self.schedule = schedule
        self.holder = holder
        self.claim = claim
        self.now = now
        self.record = record
    }

    /// Delivers up to `limit` due mails; how many were tried. Once the
    /// server is found unavailable the round's other mails wait with it,
    /// untried: a server that does not answer is waited on once a round,
    /// well inside the claim, never once per mail. The mails
    /// sent are marked together, in one statement at the end of the round
    /// (a host that dies before it hands them over again, as it would any
    /// mail it had claimed).
    @discardableResult
    package func callAsFunction(limit: Int = 100) async throws -> Int {
        let started = now()
        let due = try await outbox.claimDue(
            now: started, limit: limit, holder: holder, until: started.addingTimeInterval(claim))
        var sent: [OutgoingMail] = []
        var unavailable: String?
        for mail in due {
            var outcome: DeliveryOutcome
            if !mail.to.isDeliverable {
                outcome = .permanentFailure("its address cannot receive mail")
            } else if let unavailable {
                outcome = .serverUnavailable(unavailable)
            } else {
                outcome = await transport.deliver(
                    MimeMessage(mail, from: sender, date: mail.createdAt, unsubscribe: mail.unsubscribe), from: sender,
                    to: mail.to)
            }
            switch outcome {
            case .sent:
                sent.append(mail)
                continue
            case .transientFailure(let reason), .serverUnavailable(let reason):
                if case .serverUnavailable = outcome { unavailable = reason }
                if let next = schedule.nextAttempt(after: mail.attempts, createdAt: mail.createdAt, now: now()) {
                    try await outbox.markDeferred(mail.id, until: next, error: reason)
                } else {
                    outcome = .permanentFailure("gave up after \(mail.attempts) tries; the last said: \(reason)")
                    try await outbox.markFailed(mail.id, error: reason)
                }
            case .permanentFailure(let reason):
                try await outbox.markFailed(mail.id, error: reason)
            }
            record(mail, outcome)
        }
        try await outbox.markSent(sent.map(\.id), at: now())
        for mail in sent { record(mail, .sent) }
        return due.count
    }
}
