import FeatureContract
import Foundation
import LandmarksHost

/// The commands features offer operators (`landmarks catalogue import FILE`),
/// found at run time: the words and arguments come first, the settings
/// (`--key value`) after them.
enum FeatureCommands {
    /// One line per command, for `landmarks --help`.
    static var summary: String {
        let commands = (try? operatorCommands()) ?? []
        if commands.isEmpty { return "  none" }
        return commands.map { "  \($0.usage)\n      \($0.abstract)" }.joined(separator: "\n")
    }

    /// Runs one and returns the exit status.
    static func run(_ arguments: [String]) async -> Int32 {
        let words = Array(arguments.prefix { !$0.hasPrefix("-") })
        let settings = Array(arguments.dropFirst(words.count))
        var standardError = FileHandle.standardError
        if settings.contains("--help") || settings.contains("-h") {
            guard let command = ((try? operatorCommands()) ?? []).first(where: { words.starts(with: $0.words) }) else {
                return unknown(words)
            }
            print("USAGE: landmarks \(command.usage) [--key value ...]\n\n\(command.abstract)\n\n\(command.discussion)")
            return 0
        }
        do {
            let source = try await SettingsSource.load(
                arguments: settings, environment: ProcessInfo.processInfo.environment,
                aliases: HostConfiguration.environmentAliases)
            let configuration = HostConfiguration(reading: source.root)
            HostLogging.bootstrap(configuration)
            guard let outcome = try await runOperatorCommand(words, configuration, logger: .init(label: "landmarks"))
            else { return unknown(words) }
            for line in outcome.output { print(line) }
            for line in outcome.errors { print(line, to: &standardError) }
            return outcome.succeeded ? 0 : 1
        } catch {
            print("Error: \(error)", to: &standardError)
            return 1
        }
    }

    private static func unknown(_ words: [String]) -> Int32 {
        var standardError = FileHandle.standardError
        print(
            "Error: unknown command \(words.joined(separator: " ").prefix(60)); see landmarks --help",
            to: &standardError)
        return 64
    }
}
