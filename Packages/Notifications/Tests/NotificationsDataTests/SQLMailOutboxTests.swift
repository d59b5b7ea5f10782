import DatabaseTesting
import Foundation
import NotificationsData
import NotificationsDomain
import Testing

private func mail(
    _ subject: String, account: UUID? = nil, cause: String? = nil, writtenAt seconds: Double = 1_000
) -> OutgoingMail {
    OutgoingMail(
        cause: cause ?? "\(UUID())/welcome", kind: .welcome, accountID: account,
        to: Mailbox(address: "ada@example.com", name: "Ada Lovelace"),
        content: MailContent(subject: subject, text: "Hello Zoë", html: "<p>Hello Zoë</p>"),
        messageDomain: "l.example", createdAt: Date(timeIntervalSince1970: seconds))
}

private func at(_ seconds: Double) -> Date { Date(timeIntervalSince1970: seconds) }

@Suite struct SQLMailOutboxTests {
    @Test func aMailIsStoredOncePerCauseAndReadBackWhole() async throws {
        let store = try await MigratedDatabase(NotificationsMigrations.all)
        let outbox = SQLMailOutbox(database: store.database)
        let account = UUID()
        let first = mail("Welcome", account: account, cause: "event-1/welcome")
        #expect(try await outbox.add(first))
        #expect(try await !outbox.add(mail("Welcome again", account: account, cause: "event-1/welcome")))
        let stored = try await outbox.mails(about: account, limit: 10)
        await store.close()
        #expect(stored == [first])
    }

    @Test func aBatchOf250MailsIsStoredWithoutTheOnesWhoseCauseHasAMailAndMarkedSentTogether() async throws {
        let store = try await MigratedDatabase(NotificationsMigrations.all)
        let outbox = SQLMailOutbox(database: store.database)
        let account = UUID()
        try await outbox.add(mail("Already written", account: account, cause: "event-7/welcome"))
        let batch = (0..<250).map { mail("Mail \($0)", account: account, cause: "event-\($0)/welcome") }
        let added = try await outbox.add(batch)
        let claimed = try await outbox.claimDue(now: at(2_000), limit: 300, holder: "one", until: at(2_120))
        try await outbox.markSent(claimed.map(\.id), at: at(2_001))
        let waiting = try await outbox.waiting()
        let sent = try await outbox.recent(limit: 300, status: .sent)
        await store.close()
        #expect(added == 249)
        #expect(claimed.count == 250)
        #expect(!claimed.contains { $0.subject == "Mail 7" })
        #expect(waiting.count == 0)
        #expect(sent.count == 250)
        #expect(sent.allSatisfy { $0.sentAt == at(2_001) })
    }

    @Test func aClaimTakesTheDueMailsOnceUntilItEnds() async throws {
        let store = try await MigratedDatabase(NotificationsMigrations.all)
        let outbox = SQLMailOutbox(database: store.database)
        let due = mail("Due", writtenAt: 1_000)
        let later = mail("Later", writtenAt: 5_000)
        try await outbox.add(due)
        try await outbox.add(later)
        let claimed = try await outbox.claimDue(now: at(2_000), limit: 10, holder: "one", until: at(2_120))
        let meanwhile = try await outbox.claimDue(now: at(2_060), limit: 10, holder: "two", until: at(2_180))
        let afterTheClaim = try await outbox.claimDue(now: at(2_121), limit: 10, holder: "two", until: at(2_241))
        await store.close()
        #expect(claimed.map(\.subject) == ["Due"])
        #expect(claimed.first?.attempts == 1)
        #expect(meanwhile.isEmpty)
        // The first host died holding it: the mail goes out again, the same mail.
        #expect(afterTheClaim.map(\.id) == [due.id])
        #expect(afterTheClaim.first?.attempts == 2)
        #expect(afterTheClaim.first?.messageID == due.messageID)
    }

    @Test func aDeferredMailWaitsUntilItsTimeAndASentOrFailedOneIsNotClaimedAgain() async throws {
        let store = try await MigratedDatabase(NotificationsMigrations.all)
        let outbox = SQLMailOutbox(database: store.database)
        let (busy, sent, refused) = (mail("Busy"), mail("Sent"), mail("Refused"))
        for each in [busy, sent, refused] { try await outbox.add(each) }
        _ = try await outbox.claimDue(now: at(2_000), limit: 10, holder: "one", until: at(2_120))
        try await outbox.markDeferred(busy.id, until: at(2_030), error: "451 try later")
        try await outbox.markSent(sent.id, at: at(2_001))
        try await outbox.markFailed(refused.id, error: "550 no such mailbox")
        let early = try await outbox.claimDue(now: at(2_029), limit: 10, holder: "one", until: at(2_149))
        let onTime = try await outbox.claimDue(now: at(2_030), limit: 10, holder: "one", until: at(2_150))
        let waiting = try await outbox.waiting()
        let failed = try await outbox.recent(limit: 10, status: .failed)
        let sentRows = try await outbox.recent(limit: 10, status: .sent)
        await store.close()
        #expect(early.isEmpty)
        #expect(onTime.map(\.subject) == ["Busy"])
        #expect(onTime.first?.lastError == "451 try later")
        #expect(waiting.count == 1)
        #expect(waiting.oldest == busy.createdAt)
        #expect(failed.map(\.lastError) == ["550 no such mailbox"])
        #expect(sentRows.map(\.sentAt) == [at(2_001)])
    }

    @Test func twoHostsClaimingAtOnceNeverGetTheSameMail() async throws {
        let store = try await MigratedDatabase(NotificationsMigrations.all, storage: .file)
        let outbox = SQLMailOutbox(database: store.database)
        for number in 0..<60 { try await outbox.add(mail("Mail \(number)", writtenAt: Double(number))) }
        let claims = try await withThrowingTaskGroup(of: [UUID].self) { group in
            for holder in ["one", "two", "three"] {
                group.addTask {
                    var mine: [UUID] = []
                    for _ in 0..<10 {
                        mine += try await outbox.claimDue(now: at(2_000), limit: 3, holder: holder, until: at(2_120))
                            .map(\.id)
                    }
                    return mine
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        await store.close()
        let all = claims.flatMap { $0 }
        #expect(all.count == 60)
        #expect(Set(all).count == 60)
    }

    @Test func theMailOfOneAccountIsListedNewestFirstAndNobodyElses() async throws {
        let store = try await MigratedDatabase(NotificationsMigrations.all)
        let outbox = SQLMailOutbox(database: store.database)
        let (ada, bob) = (UUID(), UUID())
        try await outbox.add(mail("First", account: ada, writtenAt: 1_000))
        try await outbox.add(mail("Bob's", account: bob, writtenAt: 1_500))
        try await outbox.add(mail("Second", account: ada, writtenAt: 2_000))
        let listed = try await outbox.mails(about: ada, limit: 10)
        await store.close()
        #expect(listed.map(\.subject) == ["Second", "First"])
    }

    @Test func aDeletedAccountsSentMailGoesAndItsWaitingMailStillGoesOutTiedToNobody() async throws {
        let store = try await MigratedDatabase(NotificationsMigrations.all)
        let outbox = SQLMailOutbox(database: store.database)
        let (ada, bob) = (UUID(), UUID())
        let (sent, waiting, bobs) = (
            mail("Sent", account: ada), mail("Waiting", account: ada), mail("Bob's", account: bob)
        )
        for each in [sent, waiting, bobs] { try await outbox.add(each) }
        try await outbox.markSent(sent.id, at: at(2_000))
        try await store.database().transaction { try await SQLMailOutbox.forget(account: ada, on: $0) }
        let adas = try await outbox.mails(about: ada, limit: 10)
        let left = try await outbox.recent(limit: 10)
        let due = try await outbox.claimDue(now: at(3_000), limit: 10, holder: "one", until: at(3_120))
        await store.close()
        #expect(adas.isEmpty)
        #expect(Set(left.map(\.subject)) == ["Waiting", "Bob's"])
        #expect(left.first { $0.subject == "Waiting" }?.accountID == nil)
        #expect(Set(due.map(\.subject)) == ["Waiting", "Bob's"])
    }

    @Test func pruningForgetsOldSentAndFailedMailButNeverWaitingMail() async throws {
        let store = try await MigratedDatabase(NotificationsMigrations.all)
        let outbox = SQLMailOutbox(database: store.database)
        let (oldSent, oldWaiting, newSent) = (
            mail("Old sent", writtenAt: 10), mail("Old waiting", writtenAt: 10), mail("New", writtenAt: 5_000)
        )
        for each in [oldSent, oldWaiting, newSent] { try await outbox.add(each) }
        try await outbox.markSent(oldSent.id, at: at(20))
        try await outbox.markSent(newSent.id, at: at(5_001))
        let pruned = try await outbox.prune(before: at(1_000))
        let left = try await outbox.recent(limit: 10)
        await store.close()
        #expect(pruned == 1)
        #expect(Set(left.map(\.subject)) == ["Old waiting", "New"])
    }
}
