extension SettingsSource {
    /// The one settings reader of a process (ADR 0113): `arguments` over
    /// `environment` over the JSON file named by `--config-file PATH` (or
    /// `--config-file=PATH`, or else `LANDMARKS_CONFIG_FILE`) over each key's
    /// default. A file that cannot be read as JSON is a `SettingsError`.
    /// - Parameters:
    ///   - arguments: the command's settings, `--key value` or `--key=value`.
    ///   - environment: the process's environment, read with the `LANDMARKS_` prefix.
    ///   - aliases: other documented environment names (`PORT`) and the keys they set.
    public static func load(arguments: [String], environment: [String: String], aliases: [String: String] = [:])
        async throws(SettingsError) -> SettingsSource
    {
        var rest: [String] = []
        var file = environment["LANDMARKS_CONFIG_FILE"]
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
            return try await SettingsSource(arguments: rest, environment: environment, aliases: aliases, file: file)
        } catch {
            throw SettingsError(lines: ["the config file \(file ?? "") cannot be read as JSON: \(error)"])
        }
    }
}
