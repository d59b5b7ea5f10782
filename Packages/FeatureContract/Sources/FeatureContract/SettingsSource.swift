import Configuration
import Synchronization

/// Where every setting of one process comes from, in priority order: the
/// command line, then the environment, then an optional JSON file, then each
/// setting's declared default. Built once by the host at its entry point; the
/// host reads its own keys from `root`, and each feature gets `root.scoped(to:)`
/// its own namespace (ADR 0113).
///
/// Names: the key `port` is `--port` and `LANDMARKS_PORT`; a feature's key
/// `reservations.upcomingStaysPerAccount` is
/// `--reservations-upcoming-stays-per-account` and
/// `LANDMARKS_RESERVATIONS_UPCOMING_STAYS_PER_ACCOUNT`; in the file, nested
/// objects (`{"reservations": {"upcomingStaysPerAccount": 4}}`).
public final class SettingsSource: Sendable {
    /// The reader for keys outside any feature's namespace (the host's).
    public let root: Settings
    let reader: ConfigReader
    let commandLine: CommandLineArgumentsProvider
    let environment: KeyMappingProvider<EnvironmentVariablesProvider>
    let record: SettingsRecord
    let reporter: SourceReporter
    let arguments: [String]
    /// A provider's place in the order, and how its source is told to a person.
    let labels: [@Sendable (_ encodedKey: String) -> String]

    /// A reader over the command line, the environment and a file, in that order.
    ///
    /// - Parameters:
    ///   - arguments: the command line's settings (`--key value` or `--key=value`).
    ///   - environment: the process's environment; keys are read with the
    ///     `LANDMARKS_` prefix, and `aliases` maps other documented names
    ///     (`PORT`) to keys (`port`), read below the prefixed ones.
    ///   - aliases: other documented environment names and the keys they set.
    ///   - file: a JSON file's path, read below the environment; it must exist.
    public convenience init(
        arguments: [String], environment: [String: String], aliases: [String: String] = [:], file: String?
    ) async throws {
        var read: (path: String, provider: any ConfigProvider)?
        if let file { read = (file, try await FileProvider<JSONSnapshot>(filePath: .init(file))) }
        self.init(arguments: arguments, environment: environment, aliases: aliases, file: read)
    }

    /// The same, with the file already read (or none).
    public init(
        arguments: [String], environment: [String: String], aliases: [String: String] = [:],
        file: (path: String, provider: any ConfigProvider)? = nil
    ) {
        commandLine = CommandLineArgumentsProvider(arguments: ["landmarks"] + arguments)
        self.environment = KeyMappingProvider(upstream: EnvironmentVariablesProvider(environmentVariables: environment))
        {
            key in key.prepending(["landmarks"])
        }
        var aliased: [AbsoluteConfigKey: ConfigValue] = [:]
        var aliasNames: [String: String] = [:]
        for (name, key) in aliases.sorted(by: { $0.key < $1.key }) {
            guard let value = environment[name] else { continue }
            let absolute = AbsoluteConfigKey(key.split(separator: ".").map(String.init))
            aliased[absolute] = ConfigValue(.string(value), isSecret: false)
            aliasNames[absolute.description] = name
        }
        var providers: [any ConfigProvider] = [
            commandLine, self.environment, InMemoryProvider(name: "environment aliases", values: aliased),
        ]
        let names = aliasNames
        var labels: [@Sendable (String) -> String] = [
            { "command line \($0)" }, { "environment variable \($0)" },
            { key in "environment variable \(names[key] ?? key)" },
        ]
        if let (path, provider) = file {
            providers.append(provider)
            labels.append { "file \(path) (\($0))" }
        }
        self.labels = labels
        self.arguments = arguments
        reporter = SourceReporter()
        record = SettingsRecord()
        reader = ConfigReader(providers: providers, accessReporter: reporter)
        root = Settings(reader: reader, namespace: [], record: record, source: nil)
        root.source = self
    }

    /// Every setting read so far, in the order first read: the listing
    /// `landmarks config` prints.
    public var entries: [SettingsRecord.Entry] { record.entries }

    /// Stops a launch: every setting whose value was refused, and every
    /// command-line option that names no setting read by the host or a feature.
    /// `alsoKnown` are the options a command takes itself (`--repair`).
    public func check(alsoKnown: Set<String> = []) throws(SettingsError) {
        var lines = record.entries.compactMap(\.error)
        let known = Set(record.entries.map(\.commandLine)).union(alsoKnown)
        for argument in arguments where argument.hasPrefix("--") {
            let name = String(argument.prefix { $0 != "=" })
            if !known.contains(name) {
                lines.append("unknown option \(name.prefix(60)): `landmarks config` lists every setting")
            }
        }
        if !lines.isEmpty { throw SettingsError(lines: lines) }
    }

    /// The first provider that has a value for `key`, told as a person reads it.
    func origin(of key: AbsoluteConfigKey) -> String? {
        guard let results = reporter.lastResults(for: key) else { return nil }
        for (index, result) in results.enumerated() {
            guard index < labels.count else { break }
            switch result.result {
            case .success(let lookup) where lookup.value != nil: return labels[index](lookup.encodedKey)
            case .failure: return labels[index](names(of: key).commandLine)
            default: continue
            }
        }
        return nil
    }

    /// The command-line and environment names of a key.
    func names(of key: AbsoluteConfigKey) -> (commandLine: String, environment: String) {
        let cli = (try? commandLine.value(forKey: key, type: .stringArray).encodedKey) ?? key.description
        let env = (try? environment.value(forKey: key, type: .string).encodedKey) ?? key.description
        return (cli, env)
    }
}

/// Remembers, per key, what each provider answered at the last read, so an
/// error can say where a bad value came from.
final class SourceReporter: AccessReporter {
    private let results = Mutex<[String: [AccessEvent.ProviderResult]]>([:])

    func report(_ event: AccessEvent) {
        results.withLock { $0[event.metadata.key.description] = event.providerResults }
    }

    func lastResults(for key: AbsoluteConfigKey) -> [AccessEvent.ProviderResult]? {
        results.withLock { $0[key.description] }
    }
}
