import APIClient
import ArgumentParser
import SampleClient
import TerminalCommands

/// Sample's commands in `landmarks-client` (ADR 0114): what a person does with
/// the feature from a terminal, on the client library as an app would.
public enum SampleCommandGroup {
    /// The group's commands, for `landmarks-client`.
    public static var commands: [any ParsableCommand.Type] { [ListSampleItems.self] }
}

extension ClientSession {
    var sample: SampleService { .live(client: client, baseURL: options.server, cache: cache) }
}

/// `landmarks-client sample-items`: every item, as a table.
struct ListSampleItems: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "sample-items", abstract: "Every Sample item.")

    @OptionGroup var options: ClientOptions
    @OptionGroup var read: PolicyOption

    func run() async throws {
        try await command(options) { session in
            try await session.show(session.sample.items(read.policy)) { list in
                reportDropped(list.dropped)
                return SampleItemTable(list).lines
            }
        }
    }
}

/// Items as a terminal shows them: one row each, or a line that says there are none.
struct SampleItemTable {
    let list: SampleItemList

    init(_ list: SampleItemList) {
        self.list = list
    }

    var lines: [String] {
        guard !list.items.isEmpty else { return ["No items yet."] }
        return Table(header: ["id", "title"], rows: list.items.map { [String($0.id), $0.title] }).lines
    }
}
