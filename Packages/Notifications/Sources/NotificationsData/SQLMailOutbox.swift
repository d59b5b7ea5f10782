import FluentKit
import FluentSQL
import Foundation
import NotificationsDomain

/// The outbox in the host's database, SQLite or PostgreSQL, one statement
/// per operation. A claim is one `UPDATE` whose conditions are checked again
/// on the row it changes, so two hosts claiming at once never both get a mail.
package struct SQLMailOutbox: MailOutbox {
    let database: @Sendable () -> any Database

    package init(database: @escaping @Sendable () -> any Database) {
        self.database = database
    }

    enum Failure: Error, CustomStringConvertible {
        case notSQL
        var description: String { "the mail outbox needs an SQL database" }
    }

    static func sql(_ database: any Database) throws -> any SQLDatabase {
        guard let sql = database as? any SQLDatabase else { throw Failure.notSQL }
        return sql
    }

    private static let columns = """
        id, cause, kind, account_id, to_address, to_name, subject, text_body, html_body, message_id, created_at,
        status, attempts, sent_at, last_error, unsubscribe_url
        """

    /// Forgets which account each mail was about, on the transaction that
    /// deletes the account: its sent and failed mail goes, and mail still
    /// waiting goes out without being tied to anyone.
    package static func forget(account accountID: UUID, on transaction: any Database) async throws {
        let sql = try sql(transaction)
        let account = accountID.uuidString.lowercased()
        try await sql.raw(
            "DELETE FROM outgoing_mails WHERE account_id = \(bind: account) AND status <> 'waiting'"
        ).run()
        try await sql.raw("UPDATE outgoing_mails SET account_id = NULL WHERE account_id = \(bind: account)").run()
    }

    /// Up to 100 mails a statement (16 values each, far under either
    /// database's limit on bound values).
    @discardableResult
    package func add(_ mails: [OutgoingMail]) async throws -> Int {
        var added = 0
        let sql = try Self.sql(database())
        var rest = mails[...]
        while !rest.isEmpty {
            let chunk = rest.prefix(100)
            rest = rest.dropFirst(chunk.count)
            let rows = chunk.dropFirst().reduce(Self.values(chunk.first!)) { $0 + ", " + Self.values($1) }
            added += try await sql.raw(
                """
                INSERT INTO outgoing_mails (\(unsafeRaw: Self.columns), next_attempt_at)
                VALUES \(rows)
                ON CONFLICT (cause) DO NOTHING
                RETURNING id
                """
            ).all().count
        }
        return added
    }

    private static func values(_ mail: OutgoingMail) -> SQLQueryString {
        """
        (\(bind: mail.id.uuidString.lowercased()), \(bind: mail.cause), \(bind: mail.kind.rawValue),
            \(bind: mail.accountID?.uuidString.lowercased()), \(bind: mail.to.address), \(bind: mail.to.name),
            \(bind: mail.subject), \(bind: mail.text), \(bind: mail.html), \(bind: mail.messageID),
            \(bind: mail.createdAt.timeIntervalSince1970), \(bind: mail.status.rawValue), \(bind: mail.attempts),
            NULL, NULL, \(bind: mail.unsubscribe), \(bind: mail.createdAt.timeIntervalSince1970))
        """
    }

    package func claimDue(now: Date, limit: Int, holder: String, until: Date) async throws -> [OutgoingMail] {
        let now = now.timeIntervalSince1970
        let due = SQLQueryString(
            """
            status = 'waiting' AND next_attempt_at <= \(bind: now)
                AND (claimed_until IS NULL OR claimed_until < \(bind: now))
            """)
        // The outer conditions are checked again on each row as it is
        // changed (PostgreSQL re-reads a row another claim changed first).
        return try await Self.sql(database()).raw(
            """
            UPDATE outgoing_mails
            SET claimed_by = \(bind: holder), claimed_until = \(bind: until.timeIntervalSince1970),
                attempts = attempts + 1
            WHERE \(due) AND id IN (
                SELECT id FROM outgoing_mails WHERE \(due) ORDER BY next_attempt_at LIMIT \(bind: limit))
            RETURNING \(unsafeRaw: Self.columns)
            """
        ).all().map(Self.mail).sorted { $0.createdAt < $1.createdAt }
    }

    /// One statement for the whole round: on SQLite every statement outside
    /// a transaction is a commit of its own, and each commit waits for the disk.
    package func markSent(_ ids: [UUID], at date: Date) async throws {
        guard !ids.isEmpty else { return }
        let list = ids.dropFirst().reduce(SQLQueryString("\(bind: ids[0].uuidString.lowercased())")) {
            $0 + ", " + SQLQueryString("\(bind: $1.uuidString.lowercased())")
        }
        // A secret (a reset link) is not kept once it has gone out.
        let secretKinds = MailKind.allCases.filter(\.carriesSecret).map { "'\($0.rawValue)'" }.joined(separator: ", ")
        try await Self.sql(database()).raw(
            """
            UPDATE outgoing_mails SET status = 'sent', sent_at = \(bind: date.timeIntervalSince1970),
                claimed_by = NULL, claimed_until = NULL, last_error = NULL,
                text_body = CASE WHEN kind IN (\(unsafeRaw: secretKinds))
                    THEN \(bind: MailKind.secretRemoved) ELSE text_body END,
                html_body = CASE WHEN kind IN (\(unsafeRaw: secretKinds))
                    THEN \(bind: "<p>" + MailKind.secretRemoved + "</p>") ELSE html_body END
            WHERE id IN (\(list))
            """
        ).run()
    }

    package func markDeferred(_ id: UUID, until date: Date, error: String) async throws {
        try await Self.sql(database()).raw(
            """
            UPDATE outgoing_mails SET next_attempt_at = \(bind: date.timeIntervalSince1970),
                claimed_by = NULL, claimed_until = NULL, last_error = \(bind: error)
            WHERE id = \(bind: id.uuidString.lowercased()) AND status = 'waiting'
            """
        ).run()
    }

    package func markFailed(_ id: UUID, error: String) async throws {
        try await Self.sql(database()).raw(
            """
            UPDATE outgoing_mails SET status = 'failed', claimed_by = NULL, claimed_until = NULL,
                last_error = \(bind: error)
            WHERE id = \(bind: id.uuidString.lowercased()) AND status = 'waiting'
            """
        ).run()
    }

    package func waiting() async throws -> (count: Int, oldest: Date?) {
        let row = try await Self.sql(database()).raw(
            "SELECT COUNT(*) AS waiting, MIN(created_at) AS oldest FROM outgoing_mails WHERE status = 'waiting'"
        ).first()
        let count = try row?.decode(column: "waiting", as: Int.self) ?? 0
        let oldest = try row?.decode(column: "oldest", as: Double?.self)
        return (count, oldest.map(Date.init(timeIntervalSince1970:)))
    }

    package func prune(before date: Date) async throws -> Int {
        try await Self.sql(database()).raw(
            """
            DELETE FROM outgoing_mails
            WHERE status <> 'waiting' AND created_at < \(bind: date.timeIntervalSince1970)
            RETURNING id
            """
        ).all().count
    }

    package func mails(about accountID: UUID, limit: Int) async throws -> [OutgoingMail] {
        try await Self.sql(database()).raw(
            """
            SELECT \(unsafeRaw: Self.columns) FROM outgoing_mails
            WHERE account_id = \(bind: accountID.uuidString.lowercased())
            ORDER BY created_at DESC, id LIMIT \(bind: limit)
            """
        ).all().map(Self.mail)
    }

    package func recent(limit: Int, status: MailStatus?) async throws -> [OutgoingMail] {
        let filter = status.map { SQLQueryString("WHERE status = \(bind: $0.rawValue)") } ?? SQLQueryString("")
        return try await Self.sql(database()).raw(
            """
            SELECT \(unsafeRaw: Self.columns) FROM outgoing_mails \(filter)
            ORDER BY created_at DESC, id LIMIT \(bind: limit)
            """
        ).all().map(Self.mail)
    }

    private static func mail(_ row: any SQLRow) throws -> OutgoingMail {
        let idText = try row.decode(column: "id", as: String.self)
        let kindText = try row.decode(column: "kind", as: String.self)
        let statusText = try row.decode(column: "status", as: String.self)
        guard let id = UUID(uuidString: idText), let kind = MailKind(rawValue: kindText),
            let status = MailStatus(rawValue: statusText)
        else { throw NotificationsError.invalidRecord("the mail \(idText) has kind \(kindText), status \(statusText)") }
        var mail = OutgoingMail(
            id: id, cause: try row.decode(column: "cause", as: String.self), kind: kind,
            accountID: try row.decode(column: "account_id", as: String?.self).flatMap(UUID.init(uuidString:)),
            to: Mailbox(
                address: try row.decode(column: "to_address", as: String.self),
                name: try row.decode(column: "to_name", as: String.self)),
            content: MailContent(
                subject: try row.decode(column: "subject", as: String.self),
                text: try row.decode(column: "text_body", as: String.self),
                html: try row.decode(column: "html_body", as: String.self)),
            messageDomain: "",
            createdAt: Date(timeIntervalSince1970: try row.decode(column: "created_at", as: Double.self)))
        mail.messageID = try row.decode(column: "message_id", as: String.self)
        mail.status = status
        mail.attempts = try row.decode(column: "attempts", as: Int.self)
        mail.sentAt = try row.decode(column: "sent_at", as: Double?.self).map(Date.init(timeIntervalSince1970:))
        mail.lastError = try row.decode(column: "last_error", as: String?.self)
        mail.unsubscribe = try row.decode(column: "unsubscribe_url", as: String?.self)
        return mail
    }
}
