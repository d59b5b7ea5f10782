/// A command a feature offers operators, run by the host against its migrated
/// database: `landmarks catalogue import FILE`. The host lists it in
/// `landmarks --help`, parses its settings like any command's, and turns the
/// outcome into output and an exit status.
public struct OperatorCommand: Sendable {
    /// The words that name it: `["catalogue", "import"]`.
    public var words: [String]
    /// Its positional arguments, as usage shows them: `["FILE"]`.
    public var arguments: [String]
    /// One line for `landmarks --help`.
    public var abstract: String
    /// What the command's own help says besides.
    public var discussion: String
    /// Runs the command with its positional arguments.
    public var run: @Sendable (_ arguments: [String]) async throws -> Outcome

    /// What a command printed and whether it succeeded.
    public struct Outcome: Sendable, Equatable {
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

    /// A command named by `words`, taking `arguments`, that runs `run`.
    public init(
        words: [String], arguments: [String], abstract: String, discussion: String,
        run: @escaping @Sendable ([String]) async throws -> Outcome
    ) {
        self.words = words
        self.arguments = arguments
        self.abstract = abstract
        self.discussion = discussion
        self.run = run
    }

    /// `catalogue import FILE`
    public var usage: String { (words + arguments).joined(separator: " ") }
}
