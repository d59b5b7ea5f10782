#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
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
    /// Proxies (exact IP addresses) whose `X-Forwarded-For` names the client;
    /// from anyone else the header is ignored.
    public var trustedProxies: [String]
    /// How many accounts one client address may make in an hour.
    public var signUpsPerHour: Int
    /// How many stays that have not ended one account may hold. // remove-feature: Reservations
    public var upcomingStaysPerAccount = 6 // remove-feature: Reservations

    public enum LogFormat: String, Sendable, Equatable, CaseIterable {
        case text, json
    }

    public init(
        hostname: String = "127.0.0.1", port: Int = 8080, database: DatabaseLocation = .sqlite(path: DatabaseLocation.defaultPath),
        logLevel: Logger.Level = .info, migrateOnStart: Bool = true, publicOrigin: String? = nil,
        idleTimeoutSeconds: Int = 30, logFormat: LogFormat = .text, trustedProxies: [String] = [],
        signUpsPerHour: Int = 20
    ) {
        self.hostname = hostname
        self.port = port
        self.database = database
        self.logLevel = logLevel
        self.migrateOnStart = migrateOnStart
        self.publicOrigin = publicOrigin
        self.idleTimeoutSeconds = idleTimeoutSeconds
        self.logFormat = logFormat
        self.trustedProxies = trustedProxies
        self.signUpsPerHour = signUpsPerHour
    }

    /// The command line's options, as typed; nil when not given.
    public struct Flags: Sendable {
        public var hostname, port, database, logLevel, publicURL, idleTimeout, logFormat: String?
        public var trustedProxies, signUpsPerHour: String?
        public var upcomingStaysPerAccount: String? // remove-feature: Reservations

        public init(
            hostname: String? = nil, port: String? = nil, database: String? = nil, logLevel: String? = nil,
            publicURL: String? = nil, idleTimeout: String? = nil, logFormat: String? = nil,
            trustedProxies: String? = nil, signUpsPerHour: String? = nil
        ) {
            self.hostname = hostname
            self.port = port
            self.database = database
            self.logLevel = logLevel
            self.publicURL = publicURL
            self.idleTimeout = idleTimeout
            self.logFormat = logFormat
            self.trustedProxies = trustedProxies
            self.signUpsPerHour = signUpsPerHour
        }
    }

    /// Whether cookies must only travel over TLS.
    public var secureCookies: Bool { publicOrigin?.hasPrefix("https://") ?? false }

    /// Reads a setting the way the CLI does: the flag if given, else the
    /// environment variable, else the default.
    public static func resolve(
        flags: Flags,
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
        if let raw = flags.trustedProxies ?? environment["LANDMARKS_TRUSTED_PROXIES"] {
            let addresses = raw.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            for address in addresses where !Self.isIPAddress(address) { throw .invalidTrustedProxy(address) }
            configuration.trustedProxies = addresses
        }
        if let raw = flags.signUpsPerHour ?? environment["LANDMARKS_SIGNUPS_PER_HOUR"] {
            guard raw.utf8.allSatisfy({ (48...57).contains($0) }), let count = Int(raw), (1...1_000_000).contains(count)
            else { throw .invalidSignUpsPerHour(raw) }
            configuration.signUpsPerHour = count
        }
        // remove-feature: Reservations {
        if let raw = flags.upcomingStaysPerAccount ?? environment["LANDMARKS_UPCOMING_STAYS_PER_ACCOUNT"] {
            guard raw.utf8.allSatisfy({ (48...57).contains($0) }), let count = Int(raw), (1...1_000_000).contains(count)
            else { throw .invalidUpcomingStaysPerAccount(raw) }
            configuration.upcomingStaysPerAccount = count
        }
        // remove-feature: Reservations }
        return configuration
    }

    /// An IPv4 or IPv6 address as the socket reports a peer's, which is what
    /// a trusted proxy is compared with.
    static func isIPAddress(_ text: String) -> Bool {
        var v4 = in_addr()
        var v6 = in6_addr()
        return inet_pton(AF_INET, text, &v4) == 1 || inet_pton(AF_INET6, text, &v6) == 1
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
