import ArgumentParser
import DatabaseService
import FeatureContract
import Logging

// The one-shot commands of `landmarks` (migrate, check, the features'
// operator commands, config): each assembles the host as `serve` does, on
// the configured database, and runs without serving.

/// `landmarks check [--repair]`: runs every feature's consistency checks
/// (with `repair`, each puts drift right). The lines to print, each with its
/// feature's name, and whether all agree at the end.
public func checkConsistency(_ configuration: HostConfiguration, repair: Bool, logger: Logger) async throws
    -> (lines: [String], agree: Bool)
{
    try await withMigratedFeatures(configuration, logger: logger) { features in
        var lines: [String] = []
        var agree = true
        for feature in features {
            for check in feature.makeConsistencyChecks() {
                let outcome = try await check.run(repair)
                lines += outcome.lines.map { "\(feature.name): \($0)" }
                agree = agree && outcome.agree
            }
        }
        return lines.isEmpty ? (["no feature has anything to check"], true) : (lines, agree)
    }
}

/// The operator commands every feature offers, each a subcommand of
/// `landmarks`, from an assembly that touches no data.
public func operatorCommands() -> [any ParsableCommand.Type] {
    (try? assemblyTouchingNoData(HostConfiguration()))?.features.flatMap { $0.makeOperatorCommands() } ?? []
}

/// Has the host and every feature read their settings, as a launch would,
/// without touching any data: what `landmarks config` lists afterwards.
public func readEverySetting(_ configuration: HostConfiguration) {
    _ = try? assemblyTouchingNoData(configuration)
}

/// The host assembled as `configuration` says, but on an in-memory database.
private func assemblyTouchingNoData(_ configuration: HostConfiguration) throws -> HostAssembly {
    var listing = configuration
    listing.database = .sqliteInMemory
    let logger = Logger(label: "landmarks")
    return try HostAssembly(
        listing, database: try AppDatabase(location: .sqliteInMemory, logger: logger), logger: logger)
}

/// Runs `command` on its feature, assembled on the configured database and
/// migrated first.
public func runOperatorCommand<Command: OperatorCommand>(
    _ command: Command, _ configuration: HostConfiguration, logger: Logger
) async throws -> OperatorOutcome {
    try await withMigratedFeatures(configuration, logger: logger) { features in
        guard let owner = features.lazy.compactMap({ $0 as? Command.Owner }).first else {
            return .init(errors: ["\(Command.Owner.self) is not in this host's feature list"], succeeded: false)
        }
        return try await command.run(on: owner)
    }
}

/// Runs every feature's migrations and stops: `landmarks migrate`.
public func migrateDatabase(_ configuration: HostConfiguration, logger: Logger) async throws {
    try await withMigratedFeatures(configuration, logger: logger) { _ in }
}

/// For the one-shot commands: opens the database, assembles the host as
/// `serve` does (without serving it), runs pending migrations, does `work`,
/// and closes the database whatever happened.
private func withMigratedFeatures<T>(
    _ configuration: HostConfiguration, logger: Logger, _ work: ([any Feature]) async throws -> T
) async throws -> T {
    let database = try AppDatabase(
        location: configuration.database, options: configuration.databaseOptions, logger: logger)
    do {
        let host = try HostAssembly(configuration, database: database, logger: logger)
        try await database.start(migrating: host.migrations)
        let result = try await work(host.features)
        await database.close()
        return result
    } catch {
        await database.close()
        throw error
    }
}
