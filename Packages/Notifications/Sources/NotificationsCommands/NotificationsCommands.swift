import APIClient
import ArgumentParser
import Foundation
import NotificationsClient
import TerminalCommands

/// Notifications' commands in `landmarks-client` (ADR 0114): what a person does with
/// the feature from a terminal, on the client library as an app would.
public enum NotificationsCommandGroup {
    /// The group's commands, for `landmarks-client`.
    public static var commands: [any ParsableCommand.Type] { [ListSentMail.self] }
}

extension ClientSession {
    var notifications: NotificationsService { .live(client: client, baseURL: options.server, cache: cache) }
}

/// `landmarks-client mail`: the mail sent to the signed-in person, as a table.
struct ListSentMail: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mail", abstract: "The mail sent to you, newest first, and whether it went out.")

    @OptionGroup var options: ClientOptions
    @OptionGroup var read: PolicyOption

    func run() async throws {
        try await command(options) { session in
            try await session.show(session.notifications.sentMail(read.policy)) { list in
                reportDropped(list.dropped)
                return SentMailTable(list).lines
            }
        }
    }
}

/// Mail as a terminal shows it: one row each, or a line that says there is none.
struct SentMailTable {
    let list: SentMailList

    init(_ list: SentMailList) {
        self.list = list
    }

    var lines: [String] {
        guard !list.mails.isEmpty else { return ["No mail yet."] }
        return Table(
            header: ["written", "status", "subject"],
            rows: list.mails.map { [$0.createdAt.formatted(.iso8601), $0.status.rawValue, $0.subject] }
        ).lines
    }
}
