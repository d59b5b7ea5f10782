import ArgumentParser
import Foundation
import Landmarks
import LandmarksHost
import Logging

@main
struct LandmarksCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "landmarks",
        abstract: "Landmarks: browse landmarks and book campsites.",
        subcommands: [Serve.self, Migrate.self, Catalogue.self, Check.self],
        defaultSubcommand: Serve.self)
}

/// The settings every subcommand shares. Each flag falls back to an
/// environment variable, then to a default.
struct SharedOptions: ParsableArguments {
    @Option(help: "Address to listen on (env LANDMARKS_HOSTNAME; default 127.0.0.1).")
    var hostname: String?

    @Option(help: "Port to listen on, 0 for any free port (env LANDMARKS_PORT or PORT; default 8080).")
    var port: String?

    @Option(help: "sqlite:PATH, sqlite::memory: or postgres://user:pass@host/db (env DATABASE_URL; default sqlite:data/landmarks.sqlite).")
    var databaseURL: String?

    @Option(help: "trace, debug, info, notice, warning, error or critical (env LOG_LEVEL; default info).")
    var logLevel: String?

    @Option(help: "The origin people reach the app at, e.g. https://landmarks.example behind a TLS proxy: https makes cookies Secure (env LANDMARKS_PUBLIC_URL; default: none, plain HTTP).")
    var publicURL: String?

    @Option(help: "Seconds a connection may stay silent before it is closed (env LANDMARKS_IDLE_TIMEOUT; default 30).")
    var idleTimeout: String?

    @Option(help: "text, or json for one JSON object per line (env LOG_FORMAT; default text).")
    var logFormat: String?

    @Option(help: "IP addresses of proxies whose X-Forwarded-For names the client, comma-separated (env LANDMARKS_TRUSTED_PROXIES; default none).")
    var trustedProxies: String?

    @Option(name: .customLong("signups-per-hour"), help: "Accounts one client address may make in an hour (env LANDMARKS_SIGNUPS_PER_HOUR; default 20).")
    var signUpsPerHour: String?

    @Option(help: "Stays that have not ended one account may hold, across all landmarks (env LANDMARKS_UPCOMING_STAYS_PER_ACCOUNT; default 6).") // remove-feature: Reservations
    var upcomingStaysPerAccount: String? // remove-feature: Reservations

    func resolve() throws -> (HostConfiguration, Logger) {
        let configuration: HostConfiguration
        do {
            var flags = HostConfiguration.Flags(
                hostname: hostname, port: port, database: databaseURL, logLevel: logLevel, publicURL: publicURL,
                idleTimeout: idleTimeout, logFormat: logFormat, trustedProxies: trustedProxies,
                signUpsPerHour: signUpsPerHour)
            flags.upcomingStaysPerAccount = upcomingStaysPerAccount // remove-feature: Reservations
            configuration = try HostConfiguration.resolve(flags: flags, environment: ProcessInfo.processInfo.environment)
        } catch {
            throw ValidationError(error.description)
        }
        HostLogging.bootstrap(configuration)
        return (configuration, Logger(label: "landmarks"))
    }
}

struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Migrate if needed, then serve the app (the default).")

    @OptionGroup var options: SharedOptions

    @Flag(help: "Do not run pending migrations before serving.")
    var skipMigrations = false

    func run() async throws {
        let (resolved, logger) = try options.resolve()
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
    static let configuration = CommandConfiguration(abstract: "Run pending migrations (and the first-run seed), then exit.")

    @OptionGroup var options: SharedOptions

    func run() async throws {
        let (configuration, logger) = try options.resolve()
        try await migrateDatabase(configuration, logger: logger)
        logger.notice("migrations complete", metadata: ["database": "\(configuration.database)"])
    }
}

struct Check: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compare what each feature counts with what it stores (Reservations: each night's campsite counter with the confirmed reservations).",
        discussion: """
            Prints every disagreement and exits 1 when there is any. With --repair, puts each one
            right (Reservations: sets a night's counter to its reservations while bookings wait),
            and exits 1 only when what is left needs a person (a night holding more reservations
            than campsites). Safe to run while hosts serve the same database.
            """)

    @OptionGroup var options: SharedOptions

    @Flag(help: "Put each disagreement right (a drifted counter to what its reservations say).")
    var repair = false

    func run() async throws {
        let (configuration, logger) = try options.resolve()
        let (lines, agree) = try await checkConsistency(configuration, repair: repair, logger: logger)
        for line in lines { print(line) }
        if !agree { throw ExitCode(1) }
    }
}

struct Catalogue: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Manage the landmark catalogue.", subcommands: [CatalogueImport.self])
}

struct CatalogueImport: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Add or update landmarks from a JSON file, all or nothing.",
        discussion: """
            FILE is a JSON array of objects with name, park, state, category, description,
            latitude, longitude and campsites. A landmark whose name exists is updated; any
            other is added. One bad entry, or a campsite count below what is already booked
            on some night, refuses the whole file and names every reason. Every host serving
            the same database shows the change within about a second.
            """)

    @OptionGroup var options: SharedOptions

    @Argument(help: "The JSON file to import.")
    var file: String

    func run() async throws {
        let (configuration, logger) = try options.resolve()
        guard let json = FileManager.default.contents(atPath: file) else {
            throw ValidationError("Cannot read \(file).")
        }
        do {
            let summary = try await importCatalogue(json, configuration, logger: logger)
            print("imported \(file): \(summary.added) added, \(summary.updated) updated, \(summary.unchanged) unchanged; "
                + "catalogue revision \(summary.revision)")
        } catch let refused as LandmarksAppFactory.ImportRefused {
            var standardError = FileHandle.standardError
            print("refused \(file); nothing was changed:", to: &standardError)
            for line in refused.lines { print("  \(line)", to: &standardError) }
            throw ExitCode(1)
        }
    }
}

extension FileHandle: @retroactive TextOutputStream {
    public func write(_ string: String) {
        write(Data(string.utf8))
    }
}
