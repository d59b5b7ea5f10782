extension CampsiteLayout {
    /// A row of sites of one kind and size, as campgrounds are built: loop A
    /// of tent sites, loop B of RV sites. The first `accessible` of them are
    /// accessible, where the paths are paved nearest the restrooms.
    public struct Loop: Sendable, Equatable {
        /// The letter its sites are numbered from (`A` for `A1`, `A2`...).
        public let letter: String
        /// How many sites it has.
        public let count: Int
        /// What each of its sites is for.
        public let kind: CampsiteKind
        /// The most people each site takes.
        public let people: Int
        /// The most vehicles each site takes.
        public let vehicles: Int
        /// How many of its first sites are accessible.
        public let accessible: Int

        /// A loop of `count` sites lettered `letter`.
        public init(
            _ letter: String, _ count: Int, _ kind: CampsiteKind, people: Int, vehicles: Int, accessible: Int = 0
        ) {
            self.letter = letter
            self.count = count
            self.kind = kind
            self.people = people
            self.vehicles = vehicles
            self.accessible = accessible
        }
    }
}
