import Foundation
import NotificationsDomain
import Synchronization
import Testing

/// An outbox in memory that keeps what the use case asked of it.
final class MemoryOutbox: MailOutbox, Sendable {
    let mails = Mutex<[OutgoingMail]>([])
    let deferred = Mutex<[UUID: Date]>([:])

    init(_ mails: [OutgoingMail]) {
        self.mails.withLock { $0 = mails }
    }

    @discardableResult
    func add(_ new: [OutgoingMail]) async throws -> Int {
        mails.withLock { all in
            var added = 0
            for mail in new where !all.contains(where: { $0.cause == mail.cause }) {
                all.append(mail)
                added += 1
            }
            return added
        }
    }

    func claimDue(now: Date, limit: Int, holder: String, until: Date) async throws -> [OutgoingMail] {
        mails.withLock { all in
            var claimed: [OutgoingMail] = []
            for index in all.indices where all[index].status == .waiting && claimed.count < limit {
                all[index].attempts += 1
                claimed.append(all[index])
            }
            return claimed
        }
    }

    func markSent(_ ids: [UUID], at date: Date) async throws {
        for id in ids {
            update(id) {
                $0.status = .sent
                $0.sentAt = date
            }
        }
    }

    func markDeferred(_ id: UUID, until date: Date, error: String) async throws {
        deferred.withLock { $0[id] = date }
        update(id) { $0.lastError = error }
    }

    func markFailed(_ id: UUID, error: String) async throws {
        update(id) {
            $0.status = .failed
            $0.lastError = error
        }
    }

    func waiting() async throws -> (count: Int, oldest: Date?) {
        mails.withLock { all in
            let waiting = all.filter { $0.status == .waiting }
            return (waiting.count, waiting.map(\.createdAt).min())
        }
    }

    func prune(before date: Date) async throws -> Int { 0 }
    func mails(about accountID: UUID, limit: Int) async throws -> [OutgoingMail] { [] }
    func recent(limit: Int, status: MailStatus?) async throws -> [OutgoingMail] { mails.withLock { $0 } }

    func mail(_ id: UUID) -> OutgoingMail? { mails.withLock { $0.first { $0.id == id } } }

    private func update(_ id: UUID, _ change: (inout OutgoingMail) -> Void) {
        mails.withLock { all in
            if let index = all.firstIndex(where: { $0.id == id }) { change(&all[index]) }
        }
    }
}

/// A transport that answers what the test says, per recipient, and keeps what it was handed.
final class ScriptedTransport: MailTransport, Sendable {
    let answers: [String: DeliveryOutcome]
    let handed = Mutex<[MimeMessage]>([])

    init(_ answers: [String: DeliveryOutcome] = [:]) {
        self.answers = answers
    }

    func deliver(_ message: MimeMessage, from sender: Mailbox, to recipient: Mailbox) async -> DeliveryOutcome {
        handed.withLock { $0.append(message) }
        return answers[recipient.address] ?? .sent
    }
}

/// The outcomes the use case recorded, by label.
final class Outcomes: Sendable {
    let labels = Mutex<[String]>([])
    var all: [String] { labels.withLock { $0 } }
}

func outgoing(to address: String, attempts: Int = 0, writtenAt: Date = Date(timeIntervalSince1970: 1_000))
    -> OutgoingMail
{
    var mail = OutgoingMail(
        cause: "\(UUID())/welcome", kind: .welcome, accountID: UUID(), to: Mailbox(address: address, name: "Ada"),
        content: MailContent(subject: "Welcome", text: "Hello", html: "<p>Hello</p>"), messageDomain: "l.example",
        createdAt: writtenAt)
    mail.attempts = attempts
    return mail
}

@Suite struct DeliverDueMailTests {
    let now = Date(timeIntervalSince1970: 2_000)

    func deliver(_ outbox: MemoryOutbox, _ transport: ScriptedTransport, outcomes: Outcomes) -> DeliverDueMail {
        DeliverDueMail(
            outbox: outbox, transport: transport, sender: Mailbox(address: "no-reply@l.example", name: "Landmarks"),
            holder: "test", now: { [now] in now },
            record: { _, outcome in outcomes.labels.withLock { $0.append(outcome.label) } })
    }

    @Test func eachMailIsMarkedByWhatTheServerAnswered() async throws {
        let sent = outgoing(to: "ada@example.com")
        let busy = outgoing(to: "busy@example.com")
        let unknown = outgoing(to: "nobody@example.com")
        let outbox = MemoryOutbox([sent, busy, unknown])
        let transport = ScriptedTransport([
            "busy@example.com": .transientFailure("451 try later"),
            "nobody@example.com": .permanentFailure("550 no such mailbox"),
        ])
        let outcomes = Outcomes()
        #expect(try await deliver(outbox, transport, outcomes: outcomes)() == 3)
        #expect(outbox.mail(sent.id)?.status == .sent)
        #expect(outbox.mail(sent.id)?.sentAt == now)
        #expect(outbox.mail(busy.id)?.status == .waiting)
        #expect(outbox.mail(busy.id)?.lastError == "451 try later")
        #expect(outbox.deferred.withLock { $0[busy.id] } == now.addingTimeInterval(30))
        #expect(outbox.mail(unknown.id)?.status == .failed)
        #expect(outbox.mail(unknown.id)?.lastError == "550 no such mailbox")
        #expect(outcomes.all.sorted() == ["deferred", "failed", "sent"])
        #expect(transport.handed.withLock { $0.map(\.messageID) } == [sent, busy, unknown].map(\.messageID))
    }

    @Test func aMailThatWaitedTooLongFailsInsteadOfBeingDeferredAgain() async throws {
        let old = outgoing(to: "busy@example.com", attempts: 40, writtenAt: now.addingTimeInterval(-2 * 86_400))
        let outbox = MemoryOutbox([old])
        let outcomes = Outcomes()
        try await deliver(
            outbox, ScriptedTransport(["busy@example.com": .transientFailure("421 closing")]), outcomes: outcomes)()
        #expect(outbox.mail(old.id)?.status == .failed)
        #expect(outcomes.all == ["failed"])
    }

    @Test func aServerFoundUnavailableIsAskedOnceAndTheRoundsOtherMailsWaitUntried() async throws {
        let first = outgoing(to: "down@example.com")
        let others = [outgoing(to: "ada@example.com"), outgoing(to: "bob@example.com", attempts: 3)]
        let outbox = MemoryOutbox([first] + others)
        let transport = ScriptedTransport(["down@example.com": .serverUnavailable("connection refused")])
        let outcomes = Outcomes()
        #expect(try await deliver(outbox, transport, outcomes: outcomes)() == 3)
        #expect(transport.handed.withLock { $0.map(\.messageID) } == [first.messageID])
        for mail in [first] + others {
            #expect(outbox.mail(mail.id)?.status == .waiting)
            #expect(outbox.mail(mail.id)?.lastError == "connection refused")
        }
        // Each waits by its own tries: 30 s after its first, 4 × 30 s after its fourth.
        #expect(outbox.deferred.withLock { $0[others[0].id] } == now.addingTimeInterval(30))
        #expect(outbox.deferred.withLock { $0[others[1].id] } == now.addingTimeInterval(240))
        #expect(outcomes.all == ["deferred", "deferred", "deferred"])
    }

    @Test func anAddressNoServerTakesFailsWithoutBeingHandedOver() async throws {
        let bad = outgoing(to: "ada@localhost")
        let outbox = MemoryOutbox([bad])
        let transport = ScriptedTransport()
        try await deliver(outbox, transport, outcomes: Outcomes())()
        #expect(outbox.mail(bad.id)?.status == .failed)
        #expect(transport.handed.withLock { $0.isEmpty })
    }
}
