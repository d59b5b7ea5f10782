import FeatureContract

/// The one settings reader of a `landmarks` process (ADR 0055): the command
/// line over the environment over an optional JSON file
/// (`--config-file PATH` or `LANDMARKS_CONFIG_FILE`) over each key's default.
public enum HostSettings {
    /// - Parameter arguments: the command's settings, `--key value` or `--key=value`.
    public static func load(arguments: [String], environment: [String: String]) async throws -> SettingsSource {
        var rest: [String] = [], file = environment["LANDMARKS_CONFIG_FILE"]
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            if argument.hasPrefix("--config-file=") {
                file = String(argument.dropFirst("--config-file=".count))
            } else if argument == "--config-file", index + 1 < arguments.endIndex {
                file = arguments[index + 1]
                index += 1
            } else {
                rest.append(argument)
            }
            index += 1
        }
        do {
            return try await SettingsSource(
                arguments: rest, environment: environment, aliases: HostConfiguration.environmentAliases, file: file)
        } catch {
            throw SettingsError(lines: ["the config file \(file ?? "") cannot be read as JSON: \(error)"])
        }
    }
}
