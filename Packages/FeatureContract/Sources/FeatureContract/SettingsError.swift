/// Settings that could not be read, one line each naming the key, where the
/// value came from and what is allowed. The host stops the launch with it.
public struct SettingsError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Every refused value, one line each, naming where it came from.
    public var lines: [String]

    /// An error of these lines.
    public init(lines: [String]) {
        self.lines = lines
    }

    public var description: String { lines.joined(separator: "\n") }
}
