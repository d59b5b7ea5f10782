import ArgumentParser

/// A command a feature offers operators (`landmarks catalogue import FILE`),
/// as an ArgumentParser command (ADR 0116): the parser reads its arguments and
/// prints its help; the host reads its settings, opens and migrates the
/// database, finds the feature in its list and runs it there.
public protocol OperatorCommand: ParsableCommand {
    /// The feature it runs on, as the host assembled it.
    associatedtype Owner: Feature
    /// The settings given after its arguments (`--database-url URL`):
    /// `@OptionGroup var settings: CommandSettings`.
    var settings: CommandSettings { get }
    /// Does the work and says what happened.
    func run(on feature: Owner) async throws -> OperatorOutcome
}

/// The `--key value` settings any `landmarks` command takes besides its own
/// options, as `landmarks config` lists them.
public struct CommandSettings: ParsableArguments {
    /// The settings as given (`["--database-url", "sqlite:x.sqlite"]`).
    @Argument(
        parsing: .allUnrecognized,
        help: ArgumentHelp("Settings, as `landmarks config` lists them.", valueName: "--key value"))
    public var values: [String] = []

    /// No settings; the parser fills them in.
    public init() {}
}

/// What an operator command printed and whether it succeeded.
public struct OperatorOutcome: Sendable, Equatable {
    /// Lines for standard output.
    public var output: [String]
    /// Lines for standard error.
    public var errors: [String]
    /// Whether the command did what it was asked (the exit status).
    public var succeeded: Bool

    /// An outcome with these lines and result.
    public init(output: [String] = [], errors: [String] = [], succeeded: Bool) {
        self.output = output
        self.errors = errors
        self.succeeded = succeeded
    }
}
