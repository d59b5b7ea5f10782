import APIServer
import DatabaseService
import FeatureContract
import Foundation
import Logging
import SessionService

/// Everything the host is started with, as one value: the command line builds
/// it from the settings (`init(reading:)`), tests build it directly. Every
/// feature reads its own settings from `settings` (ADR 0113).
public struct HostConfiguration: Sendable {
    public var hostname: String
    public var port: Int
    public var database: DatabaseLocation
    /// Pool size and how long start-up waits (DatabaseService's own settings).
    public var databaseOptions = DatabaseOptions()
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
    /// The clients (exact IP addresses, after trusted proxies) that may read
    /// `/metrics`; to anyone else it is a 404. Loopback by default.
    public var metricsReaders: [String]
    /// Where every feature reads its own settings (scoped to its namespace).
    public var settings: Settings

    public enum LogFormat: String, Sendable, Equatable, CaseIterable {
        case text, json
    }

    public init(
        hostname: String = "127.0.0.1", port: Int = 8080,
        database: DatabaseLocation = .sqlite(path: DatabaseLocation.defaultPath),
        logLevel: Logger.Level = .info, migrateOnStart: Bool = true, publicOrigin: String? = nil,
        idleTimeoutSeconds: Int = 30, logFormat: LogFormat = .text, trustedProxies: [String] = [],
        metricsReaders: [String] = HostConfiguration.loopback.sorted(), settings: Settings = .defaults()
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
        self.metricsReaders = metricsReaders
        self.settings = settings
    }

    /// The host's own keys, read from the root of `settings` (the features'
    /// are read by the features from the same reader):
    ///
    /// - `hostname` (text, default 127.0.0.1): the address to listen on
    /// - `port` (0 to 65535, default 8080; also `PORT`): 0 takes any free port
    /// - the database's: `databaseUrl` (also `DATABASE_URL`) and more (`DatabaseSettings`)
    /// - `logLevel` (trace ... critical, default info; also `LOG_LEVEL`)
    /// - `logFormat` (text or json, default text; also `LOG_FORMAT`)
    /// - `publicUrl` (an http or https origin, default none)
    /// - `idleTimeout` (1 to 3600 seconds, default 30)
    /// - `trustedProxies` (IP addresses, comma-separated, default none)
    /// - `metricsReaders` (IP addresses, comma-separated, default 127.0.0.1,::1;
    ///   empty: nobody)
    ///
    /// A refused value is recorded in `settings` and stops the launch there.
    public init(reading settings: Settings) {
        self.init(settings: settings)
        hostname = settings.read(Keys.hostname)
        port = settings.read(Keys.port)
        (database, databaseOptions) = DatabaseSettings.read(from: settings)
        logLevel = settings.read(Keys.logLevel)
        logFormat = settings.read(Keys.logFormat)
        publicOrigin = settings.read(Keys.publicURL).flatMap { SessionPolicy.origin(of: $0.absoluteString) }
        idleTimeoutSeconds = settings.read(Keys.idleTimeout)
        trustedProxies = settings.read(Keys.trustedProxies)
        metricsReaders = settings.read(Keys.metricsReaders)
    }

    /// This machine's own addresses: who may read `/metrics` unless the
    /// operator says otherwise.
    public static let loopback: Set<String> = ["127.0.0.1", "::1"]

    /// Documented environment names without the `LANDMARKS_` prefix: each is
    /// its key's name in the environment, unprefixed (`databaseUrl`, `DATABASE_URL`).
    public static let environmentAliases: Set<String> = ["PORT", "DATABASE_URL", "LOG_LEVEL", "LOG_FORMAT"]

    enum Keys {
        static let hostname = Setting.text("hostname", default: "127.0.0.1", summary: "the address to listen on")
        static let port = Setting.wholeNumber(
            "port", in: 0...65535, default: 8080, summary: "the port to listen on, 0 for any free port")
        static let logLevel = Setting<Logger.Level>.choice(
            "logLevel", default: .info, summary: "the lowest level logged")
        static let logFormat = Setting<LogFormat>.choice(
            "logFormat", default: .text, summary: "text, or json for one JSON object per line")
        static let publicURL = Setting<URL?>(
            "publicUrl", summary: "the origin people reach the app at; https makes cookies Secure", default: nil,
            allowed: "an http or https origin such as https://landmarks.example",
            read: { $0.string(forKey: $1, as: URL.self) },
            isAllowed: { $0.map { SessionPolicy.origin(of: $0.absoluteString) != nil } ?? true },
            show: { $0?.absoluteString ?? "none" })
        static let idleTimeout = Setting.wholeNumber(
            "idleTimeout", in: 1...3600, default: 30,
            summary: "seconds a connection may stay silent before it is closed")
        static let trustedProxies = addresses(
            "trustedProxies", default: [], summary: "proxies whose X-Forwarded-For names the client")
        static let metricsReaders = addresses(
            "metricsReaders", default: HostConfiguration.loopback.sorted(),
            summary: "clients that may read /metrics (after trusted proxies); empty: nobody")

        /// Exact IPv4 or IPv6 addresses, comma-separated; none is an empty list.
        static func addresses(_ key: String, default: [String], summary: String) -> Setting<[String]> {
            Setting(
                key, summary: summary, default: `default`, allowed: "IP addresses, separated by commas",
                read: { reader, key in
                    reader.stringArray(forKey: key)?.map { $0.trimmingCharacters(in: .whitespaces) }.filter {
                        !$0.isEmpty
                    }
                }, isAllowed: { $0.allSatisfy(ClientAddressMiddleware.isIPAddress) },
                show: { $0.isEmpty ? "none" : $0.joined(separator: ",") })
        }
    }

    /// Whether cookies must only travel over TLS.
    public var secureCookies: Bool { publicOrigin?.hasPrefix("https://") ?? false }
}
