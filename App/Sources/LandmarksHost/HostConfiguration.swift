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
    /// The origin people reach the app at (behind a TLS proxy, its https
    /// address). When it is https, cookies are marked Secure; form posts must
    /// come from it. Nil: the request's own host is the origin, over plain HTTP.
    public var publicOrigin: String?
    /// Seconds a connection may stay silent (idle between requests, or part
    /// way through sending one) before it is closed, so a slow or stalled
    /// client cannot hold a connection open.
    public var idleTimeoutSeconds: Int
    /// How log lines are written: readable text, or one JSON object per line.
    public var logFormat: LogFormat

    public enum LogFormat: String, Sendable, Equatable, CaseIterable {
        case text, json
    }

    public init(
        hostname: String = "127.0.0.1", port: Int = 8080, database: DatabaseLocation = .sqlite(path: DatabaseLocation.defaultPath),
        logLevel: Logger.Level = .info, migrateOnStart: Bool = true, publicOrigin: String? = nil,
        idleTimeoutSeconds: Int = 30, logFormat: LogFormat = .text
    ) {
        self.hostname = hostname
        self.port = port
        self.database = database
        self.logLevel = logLevel
        self.migrateOnStart = migrateOnStart
        self.publicOrigin = publicOrigin
        self.idleTimeoutSeconds = idleTimeoutSeconds
        self.logFormat = logFormat
    }

    /// Whether cookies must only travel over TLS.
    public var secureCookies: Bool { publicOrigin?.hasPrefix("https://") ?? false }

    /// Reads a setting the way the CLI does: the flag if given, else the
    /// environment variable, else the default.
    public static func resolve(
        flags: (
            hostname: String?, port: String?, database: String?, logLevel: String?, publicURL: String?,
            idleTimeout: String?, logFormat: String?
        ),
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
        if let url = flags.publicURL ?? environment["LANDMARKS_PUBLIC_URL"] {
            configuration.publicOrigin = try origin(of: url)
        }
        if let raw = flags.idleTimeout ?? environment["LANDMARKS_IDLE_TIMEOUT"] {
            guard raw.utf8.allSatisfy({ (48...57).contains($0) }), let seconds = Int(raw), (1...3600).contains(seconds) else {
                throw .invalidIdleTimeout(raw)
            }
            configuration.idleTimeoutSeconds = seconds
        }
        if let raw = flags.logFormat ?? environment["LOG_FORMAT"] {
            guard let format = LogFormat(rawValue: raw.lowercased()) else { throw .invalidLogFormat(raw) }
            configuration.logFormat = format
        }
        return configuration
    }

    /// "https://landmarks.example/" -> "https://landmarks.example": scheme,
    /// host and port only, as browsers send it in `Origin`.
    static func origin(of url: String) throws(ConfigurationError) -> String {
        var trimmed = url
        while trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard let separator = trimmed.range(of: "://") else { throw .invalidPublicURL(url) }
        let scheme = trimmed[..<separator.lowerBound].lowercased()
        let authority = trimmed[separator.upperBound...]
        guard scheme == "http" || scheme == "https", !authority.isEmpty,
            !authority.contains(where: { "/?#@ ".contains($0) })
        else { throw .invalidPublicURL(url) }
        return "\(scheme)://\(authority.lowercased())"
    }
}
