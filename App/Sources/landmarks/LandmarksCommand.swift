import ArgumentParser
import FeatureContract
import Foundation
import LandmarksHost
import Logging

@main
struct LandmarksCommand: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "landmarks",
            abstract: "Landmarks: browse landmarks and book campsites.",
            discussion: """
                Settings are given to any command as --key value (`landmarks config` lists them all),
                or in the environment, or in a JSON file (--config-file PATH).

                Commands the features offer:
                \(FeatureCommands.summary)
                """,
            subcommands: [Serve.self, Migrate.self, Check.self, Config.self],
            defaultSubcommand: Serve.self)
    }

    /// A feature's command (`landmarks catalogue import FILE`) is not known
    /// to the parser: the features offer them at run time.
    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let first = arguments.first, !first.hasPrefix("-"),
            !configuration.subcommands.contains(where: { $0._commandName == first }), first != "help"
        {
            Foundation.exit(await FeatureCommands.run(arguments))
        }
        do {
            var command = try parseAsRoot(arguments)
            if var command = command as? any AsyncParsableCommand {
                try await command.run()
            } else {
                try command.run()
            }
        } catch {
            exit(withError: error)
        }
    }
}

/// What every command does first: read the settings, refuse a bad one with
/// every reason, start logging.
struct SettingsArguments: ParsableArguments {
    @Argument(parsing: .allUnrecognized, help: "Settings: --key value, as `landmarks config` lists them.")
    var settings: [String] = []

    func resolve() async throws -> (HostConfiguration, Logger, SettingsSource) {
        let source: SettingsSource
        do {
            source = try await SettingsSource.load(
                arguments: settings, environment: ProcessInfo.processInfo.environment,
                aliases: HostConfiguration.environmentAliases)
        } catch {
            throw ValidationError(error.description)
        }
        let configuration = HostConfiguration(reading: source.root)
        HostLogging.bootstrap(configuration)
        return (configuration, Logger(label: "landmarks"), source)
    }
}

/// Stops with every refused value and unknown option.
func checked(_ source: SettingsSource) throws {
    do {
        try source.check()
    } catch {
        throw ValidationError(error.description)
    }
}

struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Migrate if needed, then serve the app (the default).")

    @Flag(help: "Do not run pending migrations before serving.")
    var skipMigrations = false

    @OptionGroup var options: SettingsArguments

    func run() async throws {
        let (resolved, logger, _) = try await options.resolve()
        var configuration = resolved
        configuration.migrateOnStart = !skipMigrations
        let hostname = configuration.hostname
        let app = try await buildApplication(configuration, logger: logger, metrics: HostMetrics.bootstrap()) { port in
            logger.notice("ready", metadata: ["url": "http://\(hostname):\(port)/"])
        }
        // Runs until SIGTERM or SIGINT, then drains requests and closes the database.
        try await app.runService()
    }
}

struct Migrate: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run pending migrations (and the first-run seed), then exit.")

    @OptionGroup var options: SettingsArguments

    func run() async throws {
        let (configuration, logger, _) = try await options.resolve()
        try await migrateDatabase(configuration, logger: logger)
        logger.notice("migrations complete", metadata: ["database": "\(configuration.database)"])
    }
}

struct Check: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compare what each feature counts with what it stores.",
        discussion: """
            Runs every feature's consistency checks, prints every disagreement and exits 1 when
            there is any. With --repair, each check puts what it can right and exits 1 only when
            what is left needs a person. Safe to run while hosts serve the same database.
            """)

    @Flag(help: "Put each disagreement right where a feature can.")
    var repair = false

    @OptionGroup var options: SettingsArguments

    func run() async throws {
        let (configuration, logger, _) = try await options.resolve()
        let (lines, agree) = try await checkConsistency(configuration, repair: repair, logger: logger)
        for line in lines { print(line) }
        if !agree { throw ExitCode(1) }
    }
}

struct Config: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List every setting of the host and its features: names, default, value in force and its source.",
        discussion: "Secrets are masked. Exits 1 when a value given is refused, after listing it.")

    @OptionGroup var options: SettingsArguments

    func run() async throws {
        let (configuration, _, source) = try await options.resolve()
        readEverySetting(configuration)
        for entry in source.entries {
            print("\(entry.key)")
            print("  \(entry.summary)")
            print("  \(entry.commandLine)  \(entry.environment)")
            print("  default \(entry.defaultValue); now \(entry.current) (\(entry.origin)); allowed: \(entry.allowed)")
            if let error = entry.error { print("  refused: \(error)") }
        }
        try checked(source)
    }
}

extension FileHandle: @retroactive TextOutputStream {
    public func write(_ string: String) {
        write(Data(string.utf8))
    }
}
