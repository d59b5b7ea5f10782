import Route

/// One of the next nights at a landmark, as its page shows it at a glance.
public struct NightAhead: Sendable, Equatable {
    /// A short label for the night, as people write it ("Thu 7 Jan").
    public var label: String
    /// How many campsites are free that night.
    public var free: Int
    /// Where to pick it as a stay's first night; nil when a stay cannot start on it.
    public var pick: Location?

    /// A night with these values.
    public init(label: String, free: Int, pick: Location?) {
        self.label = label
        self.free = free
        self.pick = pick
    }
}
