import ArgumentParser
import FeatureContract
import Foundation
import NotificationsDomain

/// `landmarks mail ...`: the operator's view of the mail.
struct MailCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mail", abstract: "The mail the app sends: what waits, what went out, what failed.",
        subcommands: [MailListCommand.self])
}

/// `landmarks mail list`: the newest mails with their status, and where
/// mail goes.
struct MailListCommand: OperatorCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the newest mails, their status and where each went.")

    @Option(help: "Only mails of this status: waiting, sent or failed.")
    var status: MailStatus?

    @Option(help: "How many mails at most (newest first).")
    var limit = 20

    @OptionGroup var settings: CommandSettings

    func validate() throws {
        guard (1...1_000).contains(limit) else { throw ValidationError("--limit is a whole number from 1 to 1000") }
    }

    func run(on feature: NotificationsAppFactory) async throws -> OperatorOutcome {
        let outbox = try feature.environment.container.resolve((any MailOutbox).self)
        let mails = try await outbox.recent(limit: limit, status: status)
        let waiting = try await outbox.waiting()
        var lines = mails.map { mail in
            let when = mail.createdAt.formatted(.iso8601)
            let note = mail.lastError.map { " (\($0))" } ?? ""
            return "\(when)  \(mail.status.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0))  "
                + "\(mail.kind.rawValue)  \(mail.to.address)  \(mail.subject)\(note)"
        }
        if mails.isEmpty { lines.append("No mail\(status.map { " \($0.rawValue)" } ?? "") yet.") }
        lines.append("\(waiting.count) waiting; \(feature.environment.destination)")
        return OperatorOutcome(output: lines, succeeded: true)
    }
}

/// `--status waiting|sent|failed`.
extension MailStatus: ExpressibleByArgument {}
