/// One comparison of what a feature counts with what it stores, for
/// `landmarks check`; with `repair`, it puts drift right.
public struct ConsistencyCheck: Sendable {
    public struct Outcome: Sendable, Equatable {
        /// What to print, one line each.
        public var lines: [String]
        /// Whether everything agrees at the end.
        public var agree: Bool

        public init(lines: [String], agree: Bool) {
            self.lines = lines
            self.agree = agree
        }
    }

    public var name: String
    public var run: @Sendable (_ repair: Bool) async throws -> Outcome

    public init(name: String, run: @escaping @Sendable (Bool) async throws -> Outcome) {
        self.name = name
        self.run = run
    }
}
