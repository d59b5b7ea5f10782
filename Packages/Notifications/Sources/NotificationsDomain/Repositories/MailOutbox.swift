import Foundation

/// Where mails wait until the mail server has them (the Data layer keeps
/// them in the host's database). Every host may run deliveries: a mail is
/// claimed by one host at a time, for a while, so no two hand it over at once.
package protocol MailOutbox: Sendable {
    /// Stores each of `mails` unless a mail with its `cause` exists; how
    /// many were new.
    @discardableResult
    func add(_ mails: [OutgoingMail]) async throws -> Int

    /// Up to `limit` waiting mails due by `now` and claimed by nobody (or by
    /// a claim that ended), now claimed by `holder` until `until`, each with
    /// its try counted; oldest due first.
    func claimDue(now: Date, limit: Int, holder: String, until: Date) async throws -> [OutgoingMail]

    /// The server took these mails.
    func markSent(_ ids: [UUID], at date: Date) async throws

    /// The try failed; try again at `date`.
    func markDeferred(_ id: UUID, until date: Date, error: String) async throws

    /// The mail will not be tried again.
    func markFailed(_ id: UUID, error: String) async throws

    /// How many mails wait, and when the oldest of them was written.
    func waiting() async throws -> (count: Int, oldest: Date?)

    /// The newest `limit` mails sent (or to be sent) about `accountID`, newest first.
    func mails(about accountID: UUID, limit: Int) async throws -> [OutgoingMail]

    /// Deletes the mails sent or failed before `date`; how many.
    func prune(before date: Date) async throws -> Int

    /// The newest `limit` mails of any account, newest first, optionally of one status.
    func recent(limit: Int, status: MailStatus?) async throws -> [OutgoingMail]
}

extension MailOutbox {
    /// Stores `mail` unless a mail with its `cause` exists; whether it was new.
    @discardableResult
    package func add(_ mail: OutgoingMail) async throws -> Bool {
        try await add([mail]) == 1
    }

    /// The server took the mail.
    package func markSent(_ id: UUID, at date: Date) async throws {
        try await markSent([id], at: date)
    }

    /// The newest mails of any status.
    package func recent(limit: Int) async throws -> [OutgoingMail] {
        try await recent(limit: limit, status: nil)
    }
}
