import Configuration
import FeatureContract
import Synchronization

/// Where every setting of one `landmarks` process comes from (ADR 0116), in
/// priority order: the command line, then the environment (`LANDMARKS_` names,
/// then the documented unprefixed ones such as `PORT`), then an optional JSON
/// file, then each setting's default. The host reads its keys from `root`;
/// each feature reads its own from `root.scoped(to:)` its namespace.
///
/// Names: the key `port` is `--port` and `LANDMARKS_PORT`; a feature's key
/// `reservations.upcomingStaysPerAccount` is
/// `--reservations-upcoming-stays-per-account` and
/// `LANDMARKS_RESERVATIONS_UPCOMING_STAYS_PER_ACCOUNT`; in the file, nested
/// objects (`{"reservations": {"upcomingStaysPerAccount": 4}}`).
struct SettingsSource {
    let root: Settings
    private let commandLine: CommandLineArgumentsProvider
    private let environment: KeyMappingProvider<EnvironmentVariablesProvider>
    private let reporter = LastLookups()
    private let arguments: [String]
    /// How each provider, in order, names where a value came from.
    private let labels: [@Sendable (_ encodedKey: String) -> String]

    /// The sources of a command given `arguments` (`--key value` or
    /// `--key=value`, and `--config-file PATH`, else `LANDMARKS_CONFIG_FILE`)
    /// in `environment`; `aliases` are the unprefixed environment names read.
    static func load(arguments: [String], environment: [String: String], aliases: Set<String>)
        async throws(SettingsError) -> SettingsSource
    {
        var rest = arguments
        var file = environment["LANDMARKS_CONFIG_FILE"]
        if let index = rest.firstIndex(where: { $0 == "--config-file" || $0.hasPrefix("--config-file=") }) {
            let named = rest[index] == "--config-file" && index + 1 < rest.endIndex
            file = named ? rest[index + 1] : String(rest[index].dropFirst("--config-file=".count))
            rest.removeSubrange(index...(named ? index + 1 : index))
        }
        guard let file else { return SettingsSource(arguments: rest, environment: environment, aliases: aliases) }
        do {
            let provider = try await FileProvider<JSONSnapshot>(filePath: .init(file))
            return SettingsSource(arguments: rest, environment: environment, aliases: aliases, file: (file, provider))
        } catch {
            throw SettingsError(lines: ["the config file \(file) cannot be read as JSON: \(error)"])
        }
    }

    init(
        arguments: [String], environment: [String: String], aliases: Set<String> = [],
        file: (path: String, provider: any ConfigProvider)? = nil
    ) {
        self.arguments = arguments
        commandLine = CommandLineArgumentsProvider(arguments: ["landmarks"] + arguments)
        self.environment = KeyMappingProvider(upstream: EnvironmentVariablesProvider(environmentVariables: environment))
        { $0.prepending(["landmarks"]) }
        let unprefixed = EnvironmentVariablesProvider(
            environmentVariables: environment.filter { aliases.contains($0.key) })
        var providers: [any ConfigProvider] = [commandLine, self.environment, unprefixed]
        var labels: [@Sendable (String) -> String] = [
            { "command line \($0)" }, { "environment variable \($0)" }, { "environment variable \($0)" },
        ]
        if let (path, provider) = file {
            providers.append(provider)
            labels.append { "file \(path) (\($0))" }
        }
        self.labels = labels
        root = Settings(reader: ConfigReader(providers: providers, accessReporter: reporter))
    }

    /// Every setting read so far, four lines each, as `landmarks config` prints them.
    var listing: [String] {
        root.entries.flatMap { entry in
            let (commandLine, environment) = names(of: entry.key)
            let current = entry.current.map { entry.isSecret ? "********" : $0 } ?? entry.defaultValue
            let origin = entry.current == nil ? "default" : self.origin(of: entry.key) ?? "default"
            // An empty value (no mail server, say) is named, not left a blank before the semicolon.
            let shown = { (value: String) in value.isEmpty ? "(none)" : value }
            return [
                entry.key.description, "  \(entry.summary)", "  \(commandLine)  \(environment)",
                "  default \(shown(entry.defaultValue)); now \(shown(current)) (\(origin)); allowed: \(entry.allowed)",
            ] + (refusal(of: entry).map { ["  refused: \($0)"] } ?? [])
        }
    }

    /// Stops a launch: every value refused, every command-line option that
    /// names no setting read, and every word before the first option (a
    /// mistyped command). `alsoKnown` are a command's own options.
    func check(alsoKnown: Set<String> = []) throws(SettingsError) {
        var lines = root.entries.compactMap(refusal(of:))
        let known = Set(root.entries.map { names(of: $0.key).commandLine }).union(alsoKnown)
        // Words after an option are its values (a list, as the command line
        // provider reads them); only words before every option are stray.
        var afterAnOption = false
        for argument in arguments {
            if argument.hasPrefix("--") {
                let name = String(argument.prefix { $0 != "=" })
                if !known.contains(name) {
                    lines.append("unknown option \(name.prefix(60)): `landmarks config` lists every setting")
                }
                afterAnOption = true
            } else if !afterAnOption {
                lines.append("\"\(argument.prefix(60))\" is neither a command nor a setting: see `landmarks --help`")
            }
        }
        if !lines.isEmpty { throw SettingsError(lines: lines) }
    }

    /// Why a value given for `entry` was not taken, naming its source; nil when it was.
    private func refusal(of entry: SettingEntry) -> String? {
        guard entry.current == nil, let origin = origin(of: entry.key) else { return nil }
        guard let refused = entry.refused else {
            return "\(entry.key): the value from \(origin) cannot be read: use \(entry.allowed)"
        }
        let shown = entry.isSecret ? "(secret)" : "\"\(refused.prefix(60))\""
        return "\(entry.key): \(shown) from \(origin) is not allowed: use \(entry.allowed)"
    }

    /// The first source that had a value for `key` at its last read, as a person reads it.
    private func origin(of key: AbsoluteConfigKey) -> String? {
        for (index, result) in (reporter.results(for: key) ?? []).enumerated() where index < labels.count {
            switch result.result {
            case .success(let lookup) where lookup.value != nil: return labels[index](lookup.encodedKey)
            case .failure: return labels[index](key.description)
            default: continue
            }
        }
        return nil
    }

    private func names(of key: AbsoluteConfigKey) -> (commandLine: String, environment: String) {
        let cli = (try? commandLine.value(forKey: key, type: .stringArray).encodedKey) ?? key.description
        let env = (try? environment.value(forKey: key, type: .string).encodedKey) ?? key.description
        return (cli, env)
    }
}

/// What each provider answered for a key at its last read, so a refusal can
/// say where the value came from.
private final class LastLookups: AccessReporter {
    private let results = Mutex<[AbsoluteConfigKey: [AccessEvent.ProviderResult]]>([:])

    func report(_ event: AccessEvent) {
        results.withLock { $0[event.metadata.key] = event.providerResults }
    }

    func results(for key: AbsoluteConfigKey) -> [AccessEvent.ProviderResult]? {
        results.withLock { $0[key] }
    }
}

/// Settings that stop a launch, one line each naming the key, its source and
/// what is allowed.
struct SettingsError: Error, Equatable, CustomStringConvertible {
    var lines: [String]
    var description: String { lines.joined(separator: "\n") }
}
