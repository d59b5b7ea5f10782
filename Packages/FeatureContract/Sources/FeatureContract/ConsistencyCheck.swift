/// One comparison of what a feature counts with what it stores, for
/// `landmarks check`; with `repair`, it puts drift right.
public struct ConsistencyCheck: Sendable {
    /// What a check found.
    public struct Outcome: Sendable, Equatable {
        /// What to print, one line each.
        public var lines: [String]
        /// Whether everything agrees at the end.
        public var agree: Bool

        /// An outcome printing `lines`; `agree` is false when something drifted.
        public init(lines: [String], agree: Bool) {
            self.lines = lines
            self.agree = agree
        }
    }

    /// What `landmarks check` calls it.
    public var name: String
    /// Runs the check; with `repair`, also puts right what it can.
    public var run: @Sendable (_ repair: Bool) async throws -> Outcome

    /// A check called `name` that runs `run`.
    public init(name: String, run: @escaping @Sendable (Bool) async throws -> Outcome) {
        self.name = name
        self.run = run
    }
}
