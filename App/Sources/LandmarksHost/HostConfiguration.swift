import Logging

/// Everything the host is started with, as one value: the CLI builds it from
/// flags and environment, tests build it directly.
public struct HostConfiguration: Sendable, Equatable {
    public var hostname: String
    public var port: Int
    public var database: DatabaseLocation
    public var logLevel: Logger.Level
    /// Run pending migrations (and the seed) before serving.
    public var migrateOnStart: Bool

    public init(
        hostname: String = "127.0.0.1", port: Int = 8080, database: DatabaseLocation = .sqlite(path: DatabaseLocation.defaultPath),
        logLevel: Logger.Level = .info, migrateOnStart: Bool = true
    ) {
        self.hostname = hostname
        self.port = port
        self.database = database
        self.logLevel = logLevel
        self.migrateOnStart = migrateOnStart
    }

    /// Reads a setting the way the CLI does: the flag if given, else the
    /// environment variable, else the default.
    public static func resolve(
        flags: (hostname: String?, port: String?, database: String?, logLevel: String?),
        environment: [String: String]
    ) throws(ConfigurationError) -> HostConfiguration {
        var configuration = HostConfiguration()
        if let hostname = flags.hostname ?? environment["LANDMARKS_HOSTNAME"] {
            configuration.hostname = hostname
        }
        if let port = flags.port ?? environment["LANDMARKS_PORT"] ?? environment["PORT"] {
            guard let number = Int(port), (0...65535).contains(number) else { throw .invalidPort(port) }
            configuration.port = number
        }
        if let database = flags.database ?? environment["DATABASE_URL"] {
            configuration.database = try DatabaseLocation(database)
        }
        if let level = flags.logLevel ?? environment["LOG_LEVEL"] {
            guard let parsed = Logger.Level(rawValue: level.lowercased()) else { throw .invalidLogLevel(level) }
            configuration.logLevel = parsed
        }
        return configuration
    }
}
