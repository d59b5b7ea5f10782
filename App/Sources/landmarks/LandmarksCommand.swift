import ArgumentParser
import FeatureContract
import Foundation
import LandmarksHost
import Logging

@main
struct LandmarksCommand: AsyncParsableCommand {
    /// The host's own commands, then every command the features offer
    /// operators (`catalogue`), found once from an assembly that touches no data.
    static let configuration = CommandConfiguration(
        commandName: "landmarks",
        abstract: "Landmarks: browse landmarks and book campsites.",
        discussion: """
            Settings are given to any command as --key value (`landmarks config` lists them all), \
            or in the environment, or in a JSON file (--config-file PATH).
            """,
        subcommands: [Serve.self, Migrate.self, Check.self, Config.self] + operatorCommands(),
        defaultSubcommand: Serve.self)

    /// A feature's operator command runs on the assembled feature; the host's
    /// own commands run themselves.
    static func main() async {
        do {
            var command = try parseAsRoot()
            if let operatorCommand = command as? any OperatorCommand {
                try await runOnItsFeature(operatorCommand)
            } else if var command = command as? any AsyncParsableCommand {
                try await command.run()
            } else {
                try command.run()
            }
        } catch {
            exit(withError: error)
        }
    }

    /// Reads the settings given after the command's arguments, runs it, and
    /// prints what it said; a command that did not succeed exits 1.
    static func runOnItsFeature(_ command: some OperatorCommand) async throws {
        let (configuration, logger, _) = try await command.settings.resolve()
        let outcome = try await runOperatorCommand(command, configuration, logger: logger)
        var standardError = FileHandle.standardError
        for line in outcome.output { print(line) }
        for line in outcome.errors { print(line, to: &standardError) }
        if !outcome.succeeded { throw ExitCode(1) }
    }
}

/// What every command does first: read the settings (the host's and, from an
/// assembly that touches no data, every feature's), refuse a bad one with
/// every reason, start logging.
extension CommandSettings {
    /// The configuration in force; unless `checking` is false, a refused
    /// value or an unknown option stops here.
    func resolve(checking: Bool = true) async throws -> (HostConfiguration, Logger, SettingsSource) {
        let source: SettingsSource
        do {
            source = try await SettingsSource.load(
                arguments: values, environment: ProcessInfo.processInfo.environment,
                aliases: HostConfiguration.environmentAliases)
        } catch {
            throw ValidationError(error.description)
        }
        let configuration = HostConfiguration(reading: source.root)
        readEverySetting(configuration)
        if checking { try checked(source) }
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

    @OptionGroup var options: CommandSettings

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

    @OptionGroup var options: CommandSettings

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

    @OptionGroup var options: CommandSettings

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

    @OptionGroup var options: CommandSettings

    func run() async throws {
        let (_, _, source) = try await options.resolve(checking: false)
        for line in source.listing { print(line) }
        try checked(source)
    }
}

extension FileHandle: @retroactive TextOutputStream {
    public func write(_ string: String) {
        write(Data(string.utf8))
    }
}
